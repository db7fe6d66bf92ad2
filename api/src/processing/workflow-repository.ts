import { ACTIVE_WORK_STATUSES, ND_SUBMIT_REQUIRED, type NdStatus, type ZoneBlocker } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { isoDateTime, quoteIdent } from '../db/sql';

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
  await db.query(`update nd set ${['status = $2', ...sets, 'version = version + 1', 'updated = localtimestamp(0)'].join(', ')} where id = $1`, [
    ndId,
    status,
    ...Object.values(extra),
  ]);
}

/**
 * The other permits in the zone in active work (IN_WORK, PROLONG, PROLONGED) whose window overlaps this
 * one, of any organization (the conflict is physical): the zone-conflict rule of docs/domain/separation-of-duties.md.
 * The start calls it under the zone's lock; the refusal's details call reads the same rows.
 */
export async function zoneBlockers(db: Db, ndId: number, regionId: number, start: string, end: string): Promise<ZoneBlocker[]> {
  const { rows } = await db.query<ZoneBlocker>(
    `select n.id, n.number_paper_nd as "numberPaperNd", n.status, t.type, o.name as organization,
            case when e.id is null then null else concat_ws(' ', e.family, e.name, nullif(e.surname, '')) end as executor,
            ${isoDateTime('n.datetime_start')} as "datetimeStart", ${isoDateTime('n.datetime_end')} as "datetimeEnd",
            n.organization_id is not distinct from (select own.organization_id from nd own where own.id = $2) as "sameOrganization"
       from nd n
       left join type_nd t on t.id = n.type_nd_id
       left join organization o on o.id = n.organization_id
       left join app_user e on e.id = n.user_executor_id
      where n.region_id = $1 and n.id <> $2 and n.status = any($3::text[])
        and n.datetime_start < $5::timestamp and n.datetime_end > $4::timestamp
      order by n.datetime_start, n.id
      limit 20`,
    [regionId, ndId, ACTIVE_WORK_STATUSES, start, end],
  );
  return rows;
}

/**
 * The route steps `userId` approved in the permit's current round (since its last submission): one
 * person takes at most one step of a permit's route.
 */
export async function stepsTakenBy(db: Db, ndId: number, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ step: string }>(
    `select step from route_history
      where nd_id = $1 and user_id = $2 and step is not null
        and id > coalesce((select max(id) from route_history where nd_id = $1 and step is null and status_to = 'ON_ACCEPTANCE'), 0)
      order by id`,
    [ndId, userId],
  );
  return rows.map((r) => r.step);
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
