import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure } from './loadable';

interface OptionalPartProps {
  /** What the part is, in the log. */
  name: string;
  /** Shown instead of the part; given a retry that mounts the part again (its code is then asked for again). */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  onFailure?: () => void;
  children: ReactNode;
}

/**
 * A part of a screen whose code comes on its own (loadable) after the screen: the page buttons, a header popover, a
 * row's moves. Should that code not arrive (a weak signal, a release replaced the files), the nearest boundary would
 * otherwise be the remote's, and the whole list or widget would give way to an error screen; here only the part does.
 * An error of the part's code once it ran is not a missing part: it goes on to the remote's boundary, rather than
 * being shown as a connection problem that a retry would only repeat.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isLoadFailure(error)) return;
    console.error(`Часть экрана «${this.props.name}» не загрузилась`, error, info.componentStack);
    this.props.onFailure?.();
  }
  private readonly retry = () => this.setState({ failed: false, error: undefined });
  override render() {
    if (!this.state.failed) return this.props.children;
    if (!isLoadFailure(this.state.error)) throw this.state.error;
    const { fallback = null } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
