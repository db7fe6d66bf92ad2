import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteModule, RemoteProps, SlotName } from '@permit/shared-contracts';
import { loadable } from '@permit/dev-kit/loadable';
import { useShell } from '../app/shell-context';
import { LoadingIndicator } from '../layout/loading-indicator';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError } from './remote-load-error';
import type { RemoteLoader } from './remote-loader';
import type { FallbackVariant } from './remote-fallback';

export type RemotePartName = 'Routes' | SlotName;

interface Props {
  remote: string;
  part: RemotePartName;
  basePath: string;
  variant: FallbackVariant;
  /** Russian name of the part, for the loading text and the fallback. */
  label: string;
  resetKey?: string;
}

const partOf = (module: RemoteModule, part: RemotePartName): ComponentType<RemoteProps> | undefined =>
  part === 'Routes' ? module.Routes : module.slots?.[part];

/** A remote already loaded (preloaded with the page, or by another slot) renders at once, without a fallback. */
function loadablePart(loader: RemoteLoader, remote: string, part: RemotePartName, fallback: ReactNode) {
  const record = loader.registry.getState().modules[remote];
  const loaded = record?.status === 'loaded' && record.module ? partOf(record.module, part) : undefined;
  const load = async () => {
    const component = partOf(await loader.load(remote), part);
    if (!component) throw new RemoteLoadError(remote, 'failed', `модуль не предоставляет ${part}`);
    return component;
  };
  return loadable(load, fallback, loaded);
}

/** One remote component with its own loading state and error boundary: a failure stays inside this slot. */
export function RemotePart({ remote, part, basePath, variant, label, resetKey }: Props) {
  const { loader, services } = useShell();
  const [attempt, setAttempt] = useState(0);
  // Made again per attempt, with what the registry holds by then.
  const Part = useMemo(
    () => loadablePart(loader, remote, part, <LoadingIndicator size={variant === 'inline' ? 'sm' : 'md'} label={`${label}: загрузка…`} />),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the retry counter: a retry needs a new loadable
    [loader, remote, part, variant, label, attempt],
  );
  const retry = () => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      variant={variant}
      label={label}
      onRetry={retry}
      onReload={() => window.location.reload()}
      resetKey={resetKey}
    >
      <Part services={services} basePath={basePath} />
    </RemoteErrorBoundary>
  );
}
