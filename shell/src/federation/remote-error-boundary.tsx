import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback, type FallbackVariant } from './remote-fallback';
import { RemoteLoadError } from './remote-load-error';

interface Props {
  remote: string;
  variant: FallbackVariant;
  /** Short Russian name of what is missing, e.g. «Уведомления». */
  label: string;
  onRetry?: () => void;
  /** Loads the page again: offered first, beside the retry, when a chunk of the remote is missing. */
  onReload?: () => void;
  /** A change (e.g. the path) clears a render error so another screen of the remote gets its chance. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** A chunk of the remote's own code could not be loaded (webpack's ChunkLoadError). */
  chunkMissing: boolean;
}

/**
 * webpack's error for a chunk it could not load. Online, that is mostly a release of the remote since this page
 * loaded: the new release's chunks have new names and the old ones are gone, so only a new page load, which
 * takes the remote's new entry, gets the screen back (docs/architecture.md «Плохая связь»).
 */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/** Contains a remote that fails to load or throws while rendering, so only its own slot shows a fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, chunkMissing: false };

  static getDerivedStateFromError(error: unknown): State {
    // Offline, a chunk never loaded before is simply not there yet: the usual text and retry.
    return { failed: true, chunkMissing: isChunkLoadError(error) && navigator.onLine !== false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Load failures are logged once, with their reason, by the loader.
    if (error instanceof RemoteLoadError) return;
    console.error(`[shell] Сбой модуля ${this.props.remote}`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, chunkMissing: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFallback
        variant={this.props.variant}
        label={this.props.label}
        onRetry={this.props.onRetry}
        onReload={this.state.chunkMissing ? this.props.onReload : undefined}
      />
    );
  }
}
