import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback, type FallbackVariant } from './remote-fallback';
import { RemoteLoadError } from './remote-load-error';

interface Props {
  remote: string;
  variant: FallbackVariant;
  /** Short Russian name of what is missing, e.g. «Уведомления». */
  label: string;
  onRetry?: () => void;
  /** A change (e.g. the path) clears a render error so another screen of the remote gets its chance. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a remote that fails to load or throws while rendering, so only its own slot shows a fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Load failures are logged once, with their reason, by the loader.
    if (error instanceof RemoteLoadError) return;
    console.error(`[shell] Сбой модуля ${this.props.remote}`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback variant={this.props.variant} label={this.props.label} onRetry={this.props.onRetry} />;
  }
}
