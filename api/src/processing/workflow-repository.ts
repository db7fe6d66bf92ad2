import { ACTIVE_WORK_STATUSES, ND_SUBMIT_REQUIRED, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/sql';

/** Each key a submission requires → the nd column that stores it. */
export const SUBMIT_COLUMNS: Record<(typeof ND_SUBMIT_REQUIRED)[number], string> = {
  userApprover: 'user_approver_id',
  userExecutor: 'user_executor_id',
  userIndustrialSafer: 'user_industrial_safer_id',
  userIssuancer: 'user_issuancer_id',
  userPreparator: 'user_preparator_id',
  type_nd: 'type_nd_id',
  organization: 'organization_id',
  place: 'place_id',
  region: 'region_id',
  section: 'section_id',
  workshift: 'workshift_id',
  datetimeStart: 'datetime_start',
  datetimeEnd: 'datetime_end',
};

/** The required keys the stored permit leaves empty. */
export async function missingRequired(db: Db, ndId: number): Promise<(typeof ND_SUBMIT_REQUIRED)[number][]> {
  const checks = ND_SUBMIT_REQUIRED.map((key) => `${SUBMIT_COLUMNS[key]} is null as "${key}"`).join(', ');
  const { rows } = await db.query<Record<string, boolean>>(`select ${checks} from nd where id = $1`, [ndId]);
  const row = rows[0] ?? {};
  return ND_SUBMIT_REQUIRED.filter((key) => row[key]);
}

/** A status change and whatever columns the move sets with it (column names are this module's literals). */
export async function moveNd(db: Db, ndId: number, status: NdStatus, extra: Record<string, unknown> = {}): Promise<void> {
  const columns = Object.keys(extra);
  const sets = columns.map((c, i) => `${quoteIdent(c)} = $${i + 3}`);
  await db.query(
    `update nd set ${['status = $2', ...sets, 'version = version + 1', 'updated = localtimestamp(0)'].join(', ')} where id = $1`,
    [ndId, status, ...Object.values(extra)],
  );
}

/**
 * Another permit in the zone in active work (IN_WORK, PROLONG, PROLONGED) whose window overlaps this one:
 * the zone-conflict rule of DESIGN.md. Called under the zone's lock.
 */
export async function conflictingWork(db: Db, ndId: number, regionId: number, start: string, end: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `select id from nd
      where region_id = $1 and id <> $2 and status = any($3::text[])
        and datetime_start < $5::timestamp and datetime_end > $4::timestamp
      limit 1`,
    [regionId, ndId, ACTIVE_WORK_STATUSES, start, end],
  );
  return rows[0]?.id ?? null;
}

// A fixed class id for zone locks (two-key advisory locks: class, zone id), distinct from the migration lock.
const ZONE_LOCK_CLASS = 7_340_002;

/** Serializes every start of work in one zone until the transaction ends. */
export async function lockZone(db: Db, regionId: number): Promise<void> {
  await db.query('select pg_advisory_xact_lock($1::int, $2::int)', [ZONE_LOCK_CLASS, regionId]);
}

/** The database's current time plus `days`, as 'YYYY-MM-DDTHH:mm:ss' (the site's wall clock). */
export async function nowPlusDays(db: Db, days: number): Promise<string> {
  const { rows } = await db.query<{ at: string }>(
    `select to_char(localtimestamp(0) + make_interval(days => $1::int), 'YYYY-MM-DD"T"HH24:MI:SS') as at`,
    [days],
  );
  return rows[0]!.at;
}

/** Permits past their end in a status that expires; locked, skipping rows another transaction holds. */
export async function expireDue(db: Db, statuses: readonly NdStatus[], limit: number): Promise<{ id: number; from: NdStatus }[]> {
  const { rows } = await db.query<{ id: number; from: NdStatus }>(
    `with due as (
       select id, status from nd
        where status = any($1::text[]) and datetime_end < localtimestamp
        order by id limit $2 for update skip locked)
     update nd set status = 'EXPIRED', version = nd.version + 1, updated = localtimestamp(0)
       from due where nd.id = due.id
     returning nd.id, due.status as "from"`,
    [statuses, limit],
  );
  return rows;
}
