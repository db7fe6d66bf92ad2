import { sql, type Updateable } from 'kysely';
import { ND_SUBMIT_REQUIRED, type NdStatus, type RoleName } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { localTimestamp, toIsoDateTime } from '../db/kysely-sql';
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

/** What a move leaves in the columns the audit trail records (read back by the move itself). */
export interface MovedNd {
  status: NdStatus;
  approvedSteps: RoleName[];
  datetimeEnd: string | null;
  prolongEnd: string | null;
}

/** The statements of a move, built once per shape (which columns it sets) and then only executed. */
const statements = compiledStatements(64);

/**
 * A status change and whatever columns the move sets with it; every change bumps the version. Returns the
 * row as it now stands, so the move's audit entry needs no second read.
 */
export async function moveNd(db: Db, ndId: number, status: NdStatus, extra: MoveColumns = {}): Promise<MovedNd> {
  const keys = (Object.keys(extra) as (keyof MoveColumns)[]).sort();
  const [moved] = await statements<MovedNd>(db, `move:${keys.join(',')}`, { ...extra, status, ndId }, (q) =>
    q
      .updateTable('nd')
      .set((eb) => ({
        ...Object.fromEntries(keys.map((key) => [key, slot(key)])),
        status: slot<NdStatus>('status'),
        version: eb('version', '+', 1),
        updated: localTimestamp(),
      }))
      .where('id', '=', slot<number>('ndId'))
      .returning((eb) => [
        'status',
        'approvedSteps',
        toIsoDateTime(eb.ref('datetimeEnd')).as('datetimeEnd'),
        toIsoDateTime(eb.ref('prolongEnd')).as('prolongEnd'),
      ]),
  );
  return moved!;
}

/**
 * The route steps `userId` approved in the permit's current round (since its last submission): one
 * person takes at most one step of a permit's route. A round starts with a submission, from a draft or from
 * modification (or a creation without a draft); a row the server writes itself, such as migration 025's return to
 * approval, starts none.
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
          .where('submitted.statusTo', '=', 'ON_ACCEPTANCE')
          .where((w) => w.or([w('submitted.statusFrom', 'is', null), w('submitted.statusFrom', 'in', ['DRAFT', 'ON_MODIFICATION'])])),
        eb.lit(0),
      ),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => r.step!);
}

// A fixed class id for zone locks (two-key advisory locks: class, zone id), distinct from the migration lock.
const ZONE_LOCK_CLASS = 7_340_002;

/**
 * Serializes every start of work in one zone until the transaction ends: takes the zone lock of permit `ndId`
 * when it belongs to `organizationId`, and answers its zone (null: the permit has none, so no lock). Undefined
 * when the permit is not the organization's: permission before existence, and another organization's permit
 * takes no lock. One round trip; the caller then locks the row and checks the zone is still the same.
 */
export async function lockZoneOf(db: Db, ndId: number, organizationId: number): Promise<{ regionId: number | null } | undefined> {
  const [row] = await statements<{ regionId: number | null }>(db, 'lock-zone', { ndId, organizationId }, (q) =>
    q
      .selectFrom('nd as n')
      .select('n.regionId')
      .select((eb) =>
        sql<
          string | null
        >`case when ${eb.ref('n.regionId')} is null then null else pg_advisory_xact_lock(${sql.lit(ZONE_LOCK_CLASS)}::int, ${eb.ref('n.regionId')})::text end`.as(
          'locked',
        ),
      )
      .where('n.id', '=', slot<number>('ndId'))
      .where('n.organizationId', '=', slot<number>('organizationId')),
  );
  return row && { regionId: row.regionId };
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
