import type { SessionUserRow } from './session-repository';

/**
 * What a token's user looked like a moment ago, per API instance. The portal polls (13 calls every
 * 15 s per user, in a burst), and re-reading the same user for each call doubled the database round
 * trips of the polled calls. Entries live `ttlMs` (AUTH_CACHE_MS, 1 s by default; 0 turns the cache off);
 * this instance drops a user's entry at once when it changes the user (password, roles, deletion, logout),
 * other instances see such a change within `ttlMs`.
 */
export interface AuthCache {
  get(userId: number): SessionUserRow | undefined;
  set(userId: number, row: SessionUserRow): void;
  invalidate(userId: number): void;
}

const MAX_ENTRIES = 50_000;

export function createAuthCache(ttlMs: number, now: () => number = Date.now): AuthCache {
  const entries = new Map<number, { row: SessionUserRow; until: number }>();
  return {
    get(userId) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(userId);
        return undefined;
      }
      return entry.row;
    },
    set(userId, row) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(userId, { row, until: now() + ttlMs });
    },
    invalidate: (userId) => void entries.delete(userId),
  };
}
