import { useLocation } from 'react-router-dom';
import { RemotePart } from '../federation/remote-part';

interface Props {
  remote: string;
  basePath: string;
  label: string;
}

/** A remote's own routes under the base path the shell gives it (/nd/*, /admin/*). */
export function RemoteArea({ remote, basePath, label }: Props) {
  const { pathname } = useLocation();
  return <RemotePart remote={remote} part="Routes" basePath={basePath} variant="page" label={label} resetKey={pathname} />;
}
