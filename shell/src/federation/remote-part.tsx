import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteProps, SlotName } from '@permit/shared-contracts';
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

function lazyPart(loader: RemoteLoader, remote: string, part: RemotePartName) {
  return lazy(async (): Promise<{ default: ComponentType<RemoteProps> }> => {
    const module = await loader.load(remote);
    const component = part === 'Routes' ? module.Routes : module.slots?.[part];
    if (!component) throw new RemoteLoadError(remote, 'failed', `модуль не предоставляет ${part}`);
    return { default: component };
  });
}

/** One remote component in its own Suspense and error boundary: a failure stays inside this slot. */
export function RemotePart({ remote, part, basePath, variant, label, resetKey }: Props) {
  const { loader, services } = useShell();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejection forever.
  const Part = useMemo(() => lazyPart(loader, remote, part), [loader, remote, part, attempt]);
  const retry = () => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} variant={variant} label={label} onRetry={retry} resetKey={resetKey}>
      <Suspense fallback={<LoadingIndicator size={variant === 'inline' ? 'sm' : 'md'} label={`${label}: загрузка…`} />}>
        <Part services={services} basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
