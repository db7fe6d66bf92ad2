/**
 * Slows down password guessing: after `maxFailures` failed logins for one (address, username) pair within
 * `windowMs`, further attempts for that pair are refused until the window passes. In memory, per API
 * instance: with several instances the effective limit is multiplied, which still stops brute force.
 */
export interface LoginLimiter {
  isBlocked(key: string): boolean;
  fail(key: string): void;
  reset(key: string): void;
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

  return {
    isBlocked: (key) => (current(key)?.count ?? 0) >= maxFailures,
    fail(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, since: now() });
      // Bound the memory an attacker can make us spend with many usernames.
      if (failures.size > 100_000) failures.clear();
    },
    reset: (key) => void failures.delete(key),
  };
}
