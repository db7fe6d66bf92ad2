import { authorizationHeader } from '../http/http-transport';
import type { SessionStore } from '../session/session-store';
import { SESSION_ENDED, type SessionEndedMessage } from './ended-sessions';
import { CACHES } from './offline-rules';

/** The page's view of the Cache Storage API (absent outside secure contexts and in jsdom). */
export type CacheStorageLike = Pick<CacheStorage, 'delete'>;
/** The service worker that serves this page's requests, if one does. */
export type WorkerLike = Pick<ServiceWorker, 'postMessage'>;

const browserCaches = (): CacheStorageLike | null => (typeof caches === 'undefined' ? null : caches);
const controllingWorker = (): WorkerLike | null => (typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null));

function tellWorkerSessionEnded(worker: WorkerLike | null, token: string, signedOut: boolean): void {
  const message: SessionEndedMessage = { type: SESSION_ENDED, authorization: authorizationHeader(token), signedOut };
  worker?.postMessage(message);
}

/**
 * Signing out deletes the API answers the service worker kept for offline reading: the next person on this
 * device must not read them (they are also keyed per session: offline-rules.ts userCacheKey). The worker is
 * told the session (or a renewed token) ended, so a read of it still in flight is not kept (ended-sessions.ts). Signing
 * in deletes the cache again. The shell's own files stay cached; they hold no one's data. Returns the
 * unsubscribe function.
 */
export function clearOfflineCacheOnSignOut(
  store: SessionStore,
  storage: CacheStorageLike | null = browserCaches(),
  worker: () => WorkerLike | null = controllingWorker,
): () => void {
  if (!storage) return () => {};
  const warn = (error: unknown) => console.warn('Не удалось очистить офлайн-кэш API', error);
  return store.subscribe((state, previous) => {
    // A renewed token ends the old one as well: its reads still in flight are not kept under a key no one reads.
    if (previous.token && previous.token !== state.token) tellWorkerSessionEnded(worker(), previous.token, !state.authorized);
    if (previous.authorized !== state.authorized) storage.delete(CACHES.api).catch(warn);
  });
}
