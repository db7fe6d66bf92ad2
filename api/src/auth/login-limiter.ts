/**
 * Counts failures per key: after `maxFailures` failures of one key within `windowMs`, the key is blocked
 * until the window passes. The API keeps its counters in the database (db-limiter.ts), so that every
 * replica sees the same count; this in-memory one is for a single process (tests, tools).
 */
export interface LoginLimiter {
  isBlocked(key: string): boolean | Promise<boolean>;
  fail(key: string): void | Promise<void>;
  /**
   * Counts an attempt before its outcome is known and says whether it may go on (false once the key's limit is
   * taken). A check made before the slow password comparison, with the failure counted after it, let parallel
   * guesses all pass the check; counted first, each of them takes a place. A refused attempt takes none.
   */
  attempt(key: string): boolean | Promise<boolean>;
  /** Gives back an attempt's place: the attempt was refused, or succeeded where successes are not counted. */
  release(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

export function createLoginLimiter(options: { maxFailures?: number; windowMs?: number; now?: () => number } = {}): LoginLimiter {
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? 15 * 60 * 1000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, { count: number; since: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && now() - entry.since > windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  const count = (key: string) => {
    const entry = current(key);
    if (entry) entry.count += 1;
    else failures.set(key, { count: 1, since: now() });
    // Bound the memory an attacker can make us spend with many usernames.
    if (failures.size > 100_000) failures.clear();
    return entry?.count ?? 1;
  };

  return {
    isBlocked: (key) => (current(key)?.count ?? 0) >= maxFailures,
    fail: (key) => void count(key),
    attempt(key) {
      if (count(key) <= maxFailures) return true;
      const entry = current(key);
      if (entry) entry.count -= 1;
      return false;
    },
    release(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset: (key) => void failures.delete(key),
  };
}
