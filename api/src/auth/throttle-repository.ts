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
 * An attempt's count takes all its keys in one statement (a login counts three), so that an attempt costs the
 * database two round trips, not ten: under a flood of made-up logins the throttle is most of the work a refused
 * request does. That statement locks its rows in key order (countAttempt sorts them), so two of them never wait
 * for each other in a circle; every other write here holds one row at a time, or skips rows it would wait for,
 * and so can never close such a circle either. Statements are compiled once per number of keys
 * (db/compiled-statements.ts).
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

const byKey = (a: ThrottleKey, b: ThrottleKey) => (a.scope === b.scope ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.scope < b.scope ? -1 : 1);

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
  const ordered = [...keys].sort(byKey);
  return execute(db, `throttle.count.${keys.length}`, valuesOf(ordered, windowSeconds), (q) =>
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
 * Gives back one place of the key within its window. One update of the row whatever its count, so PostgreSQL
 * applies it to the row's latest version: a condition on the count would be judged on the statement's snapshot,
 * and a give-back racing a count across it would be lost. A count of zero is no count (migration 026).
 */
export async function releaseAttempt(db: Db, key: ThrottleKey, windowSeconds: number): Promise<void> {
  await execute(db, 'throttle.release', valuesOf([key], windowSeconds), (q) =>
    q
      .updateTable('loginThrottle')
      .set((eb) => ({ failures: eb.fn<number>('greatest', [eb('failures', '-', 1), eb.lit(0)]) }))
      .where((eb) => anyOf(eb, 1))
      .where('windowStart', '>', windowStart()),
  );
}

/** Forgets the key's count. */
export async function dropCount(db: Db, key: ThrottleKey): Promise<void> {
  await execute(db, 'throttle.drop', valuesOf([key]), (q) => q.deleteFrom('loginThrottle').where((eb) => anyOf(eb, 1)));
}

/**
 * Removes the counters of past windows in one scope: of no use any more, they are what an attacker grows the table
 * with by made-up logins. Rows another attempt holds are left to the next sweep (SKIP LOCKED): waiting for them
 * while holding others could close a circle with that attempt. The (scope, window_start) index keeps this cheap.
 */
export async function sweepExpired(db: Db, scope: string, windowSeconds: number): Promise<void> {
  await execute(db, 'throttle.sweep', { scope, window: windowSeconds }, (q) =>
    q
      .deleteFrom('loginThrottle')
      .where('scope', '=', slot<string>('scope'))
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('loginThrottle')
          .select('key')
          .where('scope', '=', slot<string>('scope'))
          .where('windowStart', '<=', windowStart())
          .forUpdate()
          .skipLocked(),
      ),
  );
}
