import type { Db } from '../db/db';
import type { LoginLimiter } from './login-limiter';

export interface DbLimiterOptions {
  /** What this limiter counts; limiters with different scopes never share or drop each other's rows. */
  scope: string;
  /** Failures within the window after which the key is blocked. */
  maxFailures: number;
  windowMs: number;
}

/**
 * A failure counter in the login_throttle table (migration 010), shared by every API replica: the
 * increment is one atomic upsert, and the window is judged by the database clock, so two replicas
 * never lose each other's failures or disagree about when a window ends.
 */
export function createDbLimiter(db: Db, { scope, maxFailures, windowMs }: DbLimiterOptions): LoginLimiter {
  const windowSeconds = windowMs / 1000;
  return {
    async isBlocked(key) {
      const { rows } = await db.query(
        `select 1 from login_throttle
          where scope = $1 and key = $2 and failures >= $3 and window_start > now() - make_interval(secs => $4)`,
        [scope, key, maxFailures, windowSeconds],
      );
      return rows.length > 0;
    },
    async fail(key) {
      await db.query(
        `insert into login_throttle (scope, key, failures, window_start) values ($1, $2, 1, now())
         on conflict (scope, key) do update set
           failures = case when login_throttle.window_start > now() - make_interval(secs => $3)
                           then login_throttle.failures + 1 else 1 end,
           window_start = case when login_throttle.window_start > now() - make_interval(secs => $3)
                               then login_throttle.window_start else now() end`,
        [scope, key, windowSeconds],
      );
      // Counters of past windows are of no use; dropping them bounds the table an attacker can grow
      // with made-up logins. The (scope, window_start) index keeps this cheap.
      await db.query('delete from login_throttle where scope = $1 and window_start <= now() - make_interval(secs => $2)', [scope, windowSeconds]);
    },
    async reset(key) {
      await db.query('delete from login_throttle where scope = $1 and key = $2', [scope, key]);
    },
  };
}
