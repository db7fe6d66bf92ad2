import type { SessionStore } from '../session/session-store';

/** Code a signed-in screen needs that is not part of /auth: the portal frame and Chakra's overlays. */
export type FrameLoader = () => Promise<unknown>;

/**
 * A page load that is signed in starts loading the portal frame's code at once, in parallel with the first
 * render, instead of one chunk after another as the screens ask for them; /auth loads none of it until the
 * user signs in. A failed load is left to the screen that needs it, which retries. Returns the unsubscribe.
 */
export function preloadFrame(sessionStore: SessionStore, loaders: FrameLoader[]): () => void {
  const load = () => {
    for (const loader of loaders) loader().catch(() => undefined);
  };
  if (sessionStore.getState().authorized) load();
  return sessionStore.subscribe((state, previous) => {
    if (!previous.authorized && state.authorized) load();
  });
}
