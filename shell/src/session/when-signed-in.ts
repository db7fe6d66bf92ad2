import type { SessionStore } from './session-store';

/**
 * Starts `start` once a session is signed in (at once if it already is): what only a signed-in page needs does
 * not load before the login form. What it starts goes on across later sign-outs and sign-ins; the returned
 * function stops it, or keeps it from starting.
 */
export function whenSignedIn(store: SessionStore, start: () => Promise<() => void>): () => void {
  let stop: (() => void) | null = null;
  let ended = false;
  const startOnce = () => {
    if (!store.getState().authorized) return;
    unsubscribe();
    start()
      .then((stopStarted) => {
        if (ended) stopStarted();
        else stop = stopStarted;
      })
      .catch((error: unknown) => console.warn('[shell] Не удалось загрузить модуль оболочки', error));
  };
  const unsubscribe = store.subscribe(startOnce);
  startOnce();
  return () => {
    ended = true;
    unsubscribe();
    stop?.();
  };
}
