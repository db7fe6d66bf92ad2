import type { SessionStore } from '../session/session-store';
import { CACHES } from './offline-rules';

/** The page's view of the Cache Storage API (absent outside secure contexts and in jsdom). */
export type CacheStorageLike = Pick<CacheStorage, 'delete'>;

const browserCaches = (): CacheStorageLike | null => (typeof caches === 'undefined' ? null : caches);

/**
 * Signing out deletes the API answers the service worker kept for offline reading: the next person on this
 * device must not read them (they are also keyed per session: offline-rules.ts userCacheKey). Signing in
 * deletes them again, in case a read of the old session was still answering when its user left. The shell's
 * own files stay cached; they hold no one's data. Returns the unsubscribe function.
 */
export function clearOfflineCacheOnSignOut(store: SessionStore, storage: CacheStorageLike | null = browserCaches()): () => void {
  if (!storage) return () => {};
  return store.subscribe((state, previous) => {
    if (previous.authorized !== state.authorized) {
      storage.delete(CACHES.api).catch((error: unknown) => console.warn('Не удалось очистить офлайн-кэш API', error));
    }
  });
}
