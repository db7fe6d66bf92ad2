import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Errors of code that did not arrive (a chunk's fetch), as opposed to errors of code that ran. */
const loadFailures = new WeakSet<object>();

/** Whether `error` is a loadable's failed fetch of its code: OptionalPart stands in only for those. */
export function isLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}

export interface LoadableComponent<P> {
  (props: P): ReactNode;
  /** Starts loading (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component whose code loads on first use, as with React.lazy, but revealed by an ordinary state update.
 * React holds back a Suspense boundary whose code has arrived until 300 ms after the last fallback it showed
 * (react-dom's FALLBACK_THROTTLE_MS): on a warm load of /nd the main thread sat idle for 150 ms of that before
 * the list appeared. This one shows `fallback` while loading and commits the component as soon as it is there;
 * once loaded (or given `loaded`), it renders at once, without a fallback. A failed load is thrown while
 * rendering, to the nearest error boundary; the next mount tries again. The arrived component renders as a
 * transition: React then yields to the browser every few milliseconds instead of holding the main thread for
 * the whole screen (a remote's first screen took one task of 100–150 ms on a 2-core machine).
 */
export function loadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  loaded?: ComponentType<P>,
): LoadableComponent<P> {
  let component = loaded;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (value) => (component = value),
      (error: unknown) => {
        pending = undefined;
        const failure = typeof error === 'object' && error !== null ? error : new Error(String(error));
        loadFailures.add(failure);
        throw failure;
      },
    ));

  function Loadable(props: P): ReactNode {
    const [state, setState] = useState<{ component?: ComponentType<P>; failure?: { error: unknown } }>(() => ({ component }));
    const ready = state.component !== undefined;
    useEffect(() => {
      if (ready) return undefined;
      let live = true;
      preload().then(
        (value) => live && startTransition(() => setState({ component: value })),
        (error: unknown) => live && setState({ failure: { error } }),
      );
      return () => {
        live = false;
      };
    }, [ready]);
    if (state.failure) throw state.failure.error;
    return state.component ? createElement(state.component, props) : fallback;
  }
  Loadable.preload = preload;
  return Loadable;
}
