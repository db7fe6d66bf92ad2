import { sql, type Updateable } from 'kysely';
import { ND_SUBMIT_REQUIRED, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { localTimestamp } from '../db/kysely-sql';
import type { Database } from '../db/schema';
import { SUBMIT_COLUMNS } from '../db/tables/permit-field-columns';

type NdTable = Database['nd'];

/** Each key a submission requires → the nd column that stores it (derived from the permit's field map). */
export { SUBMIT_COLUMNS };

/** The required keys the stored permit leaves empty. */
export async function missingRequired(db: Db, ndId: number): Promise<(typeof ND_SUBMIT_REQUIRED)[number][]> {
  const row = await kysely(db)
    .selectFrom('nd')
    .select(ND_SUBMIT_REQUIRED.map((key) => SUBMIT_COLUMNS[key]))
    .where('id', '=', ndId)
    .executeTakeFirst();
  if (!row) return [];
  return ND_SUBMIT_REQUIRED.filter((key) => row[SUBMIT_COLUMNS[key]] === null);
}

/** What a move may set besides the status. */
export type MoveColumns = Pick<Updateable<NdTable>, 'approvedSteps' | 'draft' | 'prolongEnd' | 'datetimeEnd' | 'prolonged'>;

/** A status change and whatever columns the move sets with it; every change bumps the version. */
export async function moveNd(db: Db, ndId: number, status: NdStatus, extra: MoveColumns = {}): Promise<void> {
  await kysely(db)
    .updateTable('nd')
    .set((eb) => ({ ...extra, status, version: eb('version', '+', 1), updated: localTimestamp() }))
    .where('id', '=', ndId)
    .execute();
}

/**
 * The route steps `userId` approved in the permit's current round (since its last submission): one
 * person takes at most one step of a permit's route.
 */
export async function stepsTakenBy(db: Db, ndId: number, userId: number): Promise<string[]> {
  const rows = await kysely(db)
    .selectFrom('routeHistory')
    .select('step')
    .where('ndId', '=', ndId)
    .where('userId', '=', userId)
    .where('step', 'is not', null)
    .where('id', '>', (eb) =>
      eb.fn.coalesce(
        eb
          .selectFrom('routeHistory as submitted')
          .select((s) => s.fn.max('submitted.id').as('lastSubmission'))
          .where('submitted.ndId', '=', ndId)
          .where('submitted.step', 'is', null)
          .where('submitted.statusTo', '=', 'ON_ACCEPTANCE'),
        eb.lit(0),
      ),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => r.step!);
}

// A fixed class id for zone locks (two-key advisory locks: class, zone id), distinct from the migration lock.
const ZONE_LOCK_CLASS = 7_340_002;

/** Serializes every start of work in one zone until the transaction ends. */
export async function lockZone(db: Db, regionId: number): Promise<void> {
  await kysely(db)
    .selectNoFrom(sql<void>`pg_advisory_xact_lock(${ZONE_LOCK_CLASS}::int, ${regionId}::int)`.as('locked'))
    .execute();
}

/** The database's current time plus `days`, as 'YYYY-MM-DDTHH:mm:ss' (the site's wall clock). */
export async function nowPlusDays(db: Db, days: number): Promise<string> {
  const row = await kysely(db)
    .selectNoFrom(sql<string>`to_char(localtimestamp(0) + make_interval(days => ${days}::int), 'YYYY-MM-DD"T"HH24:MI:SS')`.as('at'))
    .executeTakeFirstOrThrow();
  return row.at;
}

/** Permits past their end in a status that expires; locked, skipping rows another transaction holds. */
export async function expireDue(db: Db, statuses: readonly NdStatus[], limit: number): Promise<{ id: number; from: NdStatus }[]> {
  return kysely(db)
    .with('due', (q) =>
      q
        .selectFrom('nd')
        .select(['id', 'status'])
        .where('status', 'in', [...statuses])
        .where('datetimeEnd', '<', sql<string>`localtimestamp`)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .updateTable('nd')
    .from('due')
    .set((eb) => ({ status: 'EXPIRED', version: eb('nd.version', '+', 1), updated: localTimestamp() }))
    .whereRef('nd.id', '=', 'due.id')
    .returning(['nd.id', 'due.status as from'])
    .execute();
}
