import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { now, secondsAgo } from '../db/kysely-sql';
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

  /** One more for the key, in one atomic upsert; the count after it. */
  async function count(key: string): Promise<number> {
    const q = kysely(db);
    const row = await q
      .insertInto('loginThrottle')
      .values({ scope, key, failures: 1, windowStart: now() })
      .onConflict((oc) =>
        oc.columns(['scope', 'key']).doUpdateSet((eb) => {
          // Within the window the count goes on; past it a new window starts with this one.
          const open = eb('loginThrottle.windowStart', '>', secondsAgo(windowSeconds));
          return {
            failures: eb
              .case()
              .when(open)
              .then(eb('loginThrottle.failures', '+', 1))
              .else(1)
              .end(),
            windowStart: eb.case().when(open).then(eb.ref('loginThrottle.windowStart')).else(now()).end(),
          };
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    // Counters of past windows are of no use; dropping them bounds the table an attacker can grow
    // with made-up logins. The (scope, window_start) index keeps this cheap.
    await q.deleteFrom('loginThrottle').where('scope', '=', scope).where('windowStart', '<=', secondsAgo(windowSeconds)).execute();
    return row.failures;
  }

  return {
    async isBlocked(key) {
      const row = await kysely(db)
        .selectFrom('loginThrottle')
        .select('failures')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('failures', '>=', maxFailures)
        .where('windowStart', '>', secondsAgo(windowSeconds))
        .executeTakeFirst();
      return row !== undefined;
    },
    async fail(key) {
      await count(key);
    },
    async attempt(key) {
      return (await count(key)) <= maxFailures;
    },
    async release(key) {
      // A count is never zero (migration 010): the last place given back removes the row.
      const q = kysely(db);
      await q.deleteFrom('loginThrottle').where('scope', '=', scope).where('key', '=', key).where('failures', '<=', 1).execute();
      await q
        .updateTable('loginThrottle')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('failures', '>', 1)
        .where('windowStart', '>', secondsAgo(windowSeconds))
        .execute();
    },
    async reset(key) {
      await kysely(db).deleteFrom('loginThrottle').where('scope', '=', scope).where('key', '=', key).execute();
    },
  };
}
