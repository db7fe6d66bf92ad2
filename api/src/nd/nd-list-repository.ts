import { LIMITS, type NdListRow, type NdSearchFilter, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { isoDateTimeOrEmpty, likePattern, refJson, SqlParams, userRefJson, type PageWindow } from '../db/sql';

/** One permit list row (ndListRowSchema); reused by every permit list (search, favourites, by creator). */
export const ND_LIST_ROW_SELECT = `
  select n.id, n.status, n.number_paper_nd as "numberPaperNd",
         coalesce((select json_agg(json_build_object('id', cw.id, 'content', cw.content) order by ncw.position, cw.id)
                     from nd_content_work ncw join content_work cw on cw.id = ncw.content_work_id
                    where ncw.nd_id = n.id), '[]'::json) as "contentWorks",
         n.content_works_hand as "contentWorksHand",
         ${refJson('p', 'place')} as place_detail,
         ${refJson('t', 'type')} as type_detail,
         ${isoDateTimeOrEmpty('n.datetime_start')} as "datetimeStart",
         ${isoDateTimeOrEmpty('n.datetime_end')} as "datetimeEnd",
         ${userRefJson('c')} as creator_detail
    from nd n
    join app_user c on c.id = n.creator_id
    left join place_work p on p.id = n.place_id
    left join type_nd t on t.id = n.type_nd_id`;

/** Filter key → the permit column it compares with equality. */
const ID_FILTER_COLUMNS = {
  type: 'n.type_nd_id',
  userApprover: 'n.user_approver_id',
  userExecutor: 'n.user_executor_id',
  userIndustrialSafer: 'n.user_industrial_safer_id',
  userIssuancer: 'n.user_issuancer_id',
  userPreparator: 'n.user_preparator_id',
  creator: 'n.creator_id',
  section: 'n.section_id',
  place: 'n.place_id',
  organization: 'n.organization_id',
} as const satisfies Partial<Record<keyof NdSearchFilter, string>>;

/** The search filter plus the organization the caller is confined to. */
export interface NdSearchCriteria {
  organizationId: number;
  filter: NdSearchFilter;
}

function whereClause(criteria: NdSearchCriteria, params: SqlParams): string {
  const { filter } = criteria;
  const conditions = [`n.organization_id = ${params.add(criteria.organizationId)}`];
  for (const [key, column] of Object.entries(ID_FILTER_COLUMNS) as [keyof typeof ID_FILTER_COLUMNS, string][]) {
    const value = filter[key];
    if (value !== null) conditions.push(`${column} = ${params.add(value)}`);
  }
  if (filter.status !== null) conditions.push(`n.status = ${params.add(filter.status)}`);
  if (filter.numberPaperNd !== null) {
    // The list shows the permit number taken from its id (spec section 2), so the number filter finds that too.
    // Both branches can use an index (trigram on the number, the primary key on the id), so OR stays cheap.
    const text = filter.numberPaperNd;
    const asId = /^\d{1,10}$/.test(text) && Number(text) <= LIMITS.maxId ? ` or n.id = ${params.add(Number(text))}` : '';
    conditions.push(`(n.number_paper_nd ilike ${params.add(likePattern(text))} escape '\\'${asId})`);
  }
  if (filter.date_start !== null) conditions.push(`n.datetime_start >= ${params.add(filter.date_start)}::timestamp`);
  // The client sends the end day as 23:59 (spec section 5); the whole of that minute counts.
  if (filter.date_end !== null) conditions.push(`n.datetime_start < date_trunc('minute', ${params.add(filter.date_end)}::timestamp) + interval '1 minute'`);
  if (filter.contentWorks !== null) {
    conditions.push(
      `exists (select 1 from nd_content_work f where f.nd_id = n.id and f.content_work_id = ${params.add(filter.contentWorks)})`,
    );
  }
  return conditions.join(' and ');
}

/**
 * A page of matching permits, newest (highest id) first, and the total count of matches.
 *
 * The page's ids come first, planned for the filter's values: the planner walks the primary key (or an
 * (organization, filter, id) index) backwards while matches are dense. Number and date filters are
 * "clustered": their matches follow the ids (old paper numbers and old dates lie far down the key), which
 * the planner cannot know, and a backward walk would read nearly the whole table before finding them. For
 * those, up to GATHER_UP_TO matches are gathered through the filter's own index and sorted instead
 * (`order by n.id + 0` keeps the planner off the key order). Then the rows are built for those ids only.
 */
export async function searchNd(db: Db, criteria: NdSearchCriteria, window: PageWindow): Promise<{ data: NdListRow[]; count: number }> {
  const { filter, organizationId } = criteria;
  const statusOnly = onlyStatus(filter);
  const clustered = filter.numberPaperNd !== null || filter.date_start !== null || filter.date_end !== null;
  if (statusOnly) {
    // Counters give the count; the page walks the key. Both at once.
    const [count, data] = await Promise.all([countByStatuses(db, organizationId, filter.status), pageOf(db, criteria, window, false, true)]);
    return { data, count };
  }
  const countParams = new SqlParams();
  const countSql = `select count(*)::int as count from nd n where ${whereClause(criteria, countParams)}`;
  // Filters over skewed data: each search is planned for its own values (no cached generic plan).
  const counting = db.query<{ count: number }>(countSql, countParams.values, { prepare: false }).then((r) => r.rows[0]?.count ?? 0);
  if (!clustered) {
    const [count, data] = await Promise.all([counting, pageOf(db, criteria, window, false, false)]);
    return { data, count };
  }
  const count = await counting;
  if (count === 0) return { data: [], count };
  return { data: await pageOf(db, criteria, window, count <= GATHER_UP_TO, false), count };
}

async function pageOf(db: Db, criteria: NdSearchCriteria, window: PageWindow, gather: boolean, prepare: boolean): Promise<NdListRow[]> {
  const params = new SqlParams();
  const where = whereClause(criteria, params);
  const order = gather ? 'n.id + 0 desc' : 'n.id desc';
  // First the page's ids (a small statement, planned for these values unless status-only), then the
  // rows for exactly those ids through one fixed, prepared statement (building a row is the costly plan).
  const { rows: ids } = await db.query<{ id: number }>(
    `select n.id from nd n where ${where} order by ${order} limit ${params.add(window.limit)}::bigint offset ${params.add(window.offset)}::bigint`,
    params.values,
    { prepare },
  );
  if (ids.length === 0) return [];
  const page = await db.query<NdListRow>(`${ND_LIST_ROW_SELECT} where n.id = any($1::int[]) order by n.id desc`, [ids.map((r) => r.id)]);
  return page.rows;
}

/** Gather (collect and sort) at most this many matching ids; beyond it the backward walk is cheaper. */
const GATHER_UP_TO = 20_000;

/** No filter but (maybe) the status: the count comes from the counters (migration 006). */
function onlyStatus(filter: NdSearchFilter): boolean {
  return Object.entries(filter).every(([key, value]) => key === 'status' || value === null);
}

async function countByStatuses(db: Db, organizationId: number, status: NdStatus | null): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select coalesce(sum(n), 0)::int as count from nd_status_count where organization_id = $1 and ($2::text is null or status = $2)',
    [organizationId, status],
  );
  return rows[0]?.count ?? 0;
}

export async function countByStatus(db: Db, organizationId: number, status: NdStatus): Promise<number> {
  // Exact: the counters are kept by triggers on nd in the same transactions (migration 006).
  const { rows } = await db.query<{ count: number }>(
    'select n as count from nd_status_count where organization_id = $1 and status = $2',
    [organizationId, status],
  );
  return rows[0]?.count ?? 0;
}

