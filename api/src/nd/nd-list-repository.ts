import type { NdListRow, NdSearchFilter, NdStatus } from '@permit/shared-contracts';
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
    conditions.push(
      `(n.number_paper_nd ilike ${params.add(likePattern(filter.numberPaperNd))} escape '\\' or n.id::text = ${params.add(filter.numberPaperNd)})`,
    );
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

/** A page of matching permits, newest (highest id) first, and the total count of matches. */
export async function searchNd(db: Db, criteria: NdSearchCriteria, window: PageWindow): Promise<{ data: NdListRow[]; count: number }> {
  const countParams = new SqlParams();
  const countSql = `select count(*)::int as count from nd n where ${whereClause(criteria, countParams)}`;
  const params = new SqlParams();
  const where = whereClause(criteria, params);
  const sql = `${ND_LIST_ROW_SELECT} where ${where} order by n.id desc limit ${params.add(window.limit)}::bigint offset ${params.add(window.offset)}::bigint`;
  const [counted, page] = await Promise.all([
    db.query<{ count: number }>(countSql, countParams.values),
    db.query<NdListRow>(sql, params.values),
  ]);
  return { data: page.rows, count: counted.rows[0]?.count ?? 0 };
}

export async function countByStatus(db: Db, organizationId: number, status: NdStatus): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from nd where organization_id = $1 and status = $2',
    [organizationId, status],
  );
  return rows[0]?.count ?? 0;
}
