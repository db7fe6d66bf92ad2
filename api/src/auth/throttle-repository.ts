import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db';
import { compiledStatements, slot } from '../db/compiled-statements';
import { now, secondsAgo } from '../db/kysely-sql';
import type { Database } from '../db/schema';

/** One counter of the login_throttle table (migration 010): what it counts and whose. */
export interface ThrottleKey {
  scope: string;
  key: string;
}

export interface ThrottleCount extends ThrottleKey {
  failures: number;
}

/*
 * Every statement takes all the keys of one attempt at once (a login counts three), so that an attempt costs the
 * database two or three round trips, not ten: under a flood of made-up logins the throttle is most of the work
 * a refused request does. Statements are compiled once per number of keys (db/compiled-statements.ts).
 */
const execute = compiledStatements(32);

const valuesOf = (keys: readonly ThrottleKey[], windowSeconds = 0) => {
  const values: Record<string, unknown> = { window: windowSeconds };
  keys.forEach((k, i) => Object.assign(values, { [`scope${i}`]: k.scope, [`key${i}`]: k.key }));
  return values;
};

const slots = (count: number) => Array.from({ length: count }, (_, i) => ({ scope: slot<string>(`scope${i}`), key: slot<string>(`key${i}`) }));

const anyOf = (eb: ExpressionBuilder<Database, 'loginThrottle'>, count: number) =>
  eb.or(slots(count).map((k) => eb.and([eb('loginThrottle.scope', '=', k.scope), eb('loginThrottle.key', '=', k.key)])));

const windowStart = () => secondsAgo(slot<number>('window'));

/** The counts of the keys whose window is still open. */
export function openCounts(db: Db, keys: readonly ThrottleKey[], windowSeconds: number): Promise<ThrottleCount[]> {
  return execute(db, `throttle.open.${keys.length}`, valuesOf(keys, windowSeconds), (q) =>
    q
      .selectFrom('loginThrottle')
      .select(['scope', 'key', 'failures'])
      .where((eb) => anyOf(eb, keys.length))
      .where('windowStart', '>', windowStart()),
  );
}

/**
 * One more for each key, in one atomic upsert; the counts after it. Within its window a count goes on; past it a
 * new window starts with this attempt. The keys must differ (one row may not be updated twice by one statement).
 */
export function countAttempt(db: Db, keys: readonly ThrottleKey[], windowSeconds: number): Promise<ThrottleCount[]> {
  return execute(db, `throttle.count.${keys.length}`, valuesOf(keys, windowSeconds), (q) =>
    q
      .insertInto('loginThrottle')
      .values(slots(keys.length).map((k) => ({ ...k, failures: 1, windowStart: now() })))
      .onConflict((oc) =>
        oc.columns(['scope', 'key']).doUpdateSet((eb) => {
          const open = eb('loginThrottle.windowStart', '>', windowStart());
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
      .returning(['scope', 'key', 'failures']),
  );
}

/**
 * Gives back one place of each key, in one statement: a count is never zero (migration 010), so the last place
 * removes the row. Both parts read the same snapshot and touch different rows (≤ 1 and > 1).
 */
export async function releaseAttempt(db: Db, keys: readonly ThrottleKey[], windowSeconds: number): Promise<void> {
  await execute(db, `throttle.release.${keys.length}`, valuesOf(keys, windowSeconds), (q) =>
    q
      .with('emptied', (w) =>
        w
          .deleteFrom('loginThrottle')
          .where((eb) => anyOf(eb, keys.length))
          .where('failures', '<=', 1)
          .returning('key'),
      )
      .updateTable('loginThrottle')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where((eb) => anyOf(eb, keys.length))
      .where('failures', '>', 1)
      .where('windowStart', '>', windowStart()),
  );
}

/** Forgets the keys' counts. */
export async function dropCounts(db: Db, keys: readonly ThrottleKey[]): Promise<void> {
  await execute(db, `throttle.drop.${keys.length}`, valuesOf(keys), (q) => q.deleteFrom('loginThrottle').where((eb) => anyOf(eb, keys.length)));
}

/**
 * Removes the counters of past windows in one scope: of no use any more, they are what an attacker grows the table
 * with by made-up logins. The (scope, window_start) index keeps this cheap.
 */
export async function sweepExpired(db: Db, scope: string, windowSeconds: number): Promise<void> {
  await execute(db, 'throttle.sweep', { scope, window: windowSeconds }, (q) =>
    q.deleteFrom('loginThrottle').where('scope', '=', slot<string>('scope')).where('windowStart', '<=', windowStart()),
  );
}
