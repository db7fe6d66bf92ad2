import type { SessionStore } from '../session/session-store';
import type { RemoteLoader } from './remote-loader';
import { remotesForPage } from './remote-sections';

/**
 * When remotes load. A page load that is signed in starts the remotes it is about to render (the header's
 * notifications, the section of its address) at once, in parallel with the shell's own first render; the
 * /auth page loads none; signing in starts them all, so the first visit of each section does not wait.
 * Returns the unsubscribe.
 */
export function preloadRemotes(sessionStore: SessionStore, loader: Pick<RemoteLoader, 'start' | 'load'>, pathname: string | null): () => void {
  if (sessionStore.getState().authorized && pathname !== null) {
    for (const name of remotesForPage(pathname)) void loader.load(name);
  }
  return sessionStore.subscribe((state, previous) => {
    if (!previous.authorized && state.authorized) void loader.start();
  });
}
