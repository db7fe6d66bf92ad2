import type { Db } from '../db/db';
import type { LoginLimiter } from './login-limiter';
import { countAttempt, dropCount, openCounts, releaseAttempt, sweepExpired } from './throttle-repository';

export interface DbLimiterOptions {
  /** What this limiter counts; limiters with different scopes never share or drop each other's rows. */
  scope: string;
  /** Failures within the window after which the key is blocked. */
  maxFailures: number;
  windowMs: number;
}

/**
 * How often a limiter removes the counters of past windows. A counter lives out its window (minutes) whatever
 * this is, so sweeping on every attempt bounded the table no better and cost each attempt a statement.
 */
export const SWEEP_EVERY_MS = 10_000;

/** Sweeps the scopes' past windows at most once per SWEEP_EVERY_MS; the first call sweeps. */
export function expirySweeper(db: Db, scopes: readonly string[], windowSeconds: number, clock: () => number = Date.now) {
  let last = -Infinity;
  return async function sweep(): Promise<void> {
    if (clock() - last < SWEEP_EVERY_MS) return;
    last = clock();
    // A sweep that fails (the database busy or gone) is only late: the attempt it follows stands, and the next
    // one sweeps SWEEP_EVERY_MS later.
    try {
      for (const scope of scopes) await sweepExpired(db, scope, windowSeconds);
    } catch {
      /* swept next time */
    }
  };
}

/**
 * A failure counter in the login_throttle table (migration 010), shared by every API replica: the
 * increment is one atomic upsert, and the window is judged by the database clock, so two replicas
 * never lose each other's failures or disagree about when a window ends.
 */
export function createDbLimiter(db: Db, { scope, maxFailures, windowMs }: DbLimiterOptions): LoginLimiter {
  const windowSeconds = windowMs / 1000;
  const sweep = expirySweeper(db, [scope], windowSeconds);
  const keys = (key: string) => [{ scope, key }];

  async function count(key: string): Promise<number> {
    const [row] = await countAttempt(db, keys(key), windowSeconds);
    await sweep();
    return row!.failures;
  }
  const release = (key: string) => releaseAttempt(db, { scope, key }, windowSeconds);
  async function isBlocked(key: string): Promise<boolean> {
    const [row] = await openCounts(db, keys(key), windowSeconds);
    return row !== undefined && row.failures >= maxFailures;
  }

  return {
    isBlocked,
    async fail(key) {
      await count(key);
    },
    async attempt(key) {
      // A read first: a flood of refused attempts writes nothing.
      if (await isBlocked(key)) return false;
      if ((await count(key)) <= maxFailures) return true;
      await release(key);
      return false;
    },
    release,
    reset: (key) => dropCount(db, { scope, key }),
  };
}
