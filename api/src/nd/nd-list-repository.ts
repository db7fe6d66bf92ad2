import { LIMITS, type NdListRow, type NdSearchFilter, type NdStatus } from '@permit/shared-contracts';
import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../db/db';
import { toIsoDateTimeOrEmpty, userRefById } from '../db/kysely-sql';
import type { Database } from '../db/schema';
import { isoDateTimeOrEmpty, likePattern, SqlParams, userRefJson, type PageWindow } from '../db/sql';
import { PARTICIPANTS } from './nd-detail-repository';

/**
 * One permit list row (ndListRowSchema); reused by every permit list (search, favourites, by creator).
 * References are scalar subqueries, so each is an index lookup per row (joins got hashed tables built on
 * every call for a 20-row page).
 */
export const ND_LIST_ROW_SELECT = `
  select n.id, n.status, n.number_paper_nd as "numberPaperNd",
         coalesce((select json_agg(json_build_object('id', ncw.content_work_id,
                                                     'content', (select cw.content from content_work cw where cw.id = ncw.content_work_id))
                                   order by ncw.position, ncw.content_work_id)
                     from nd_content_work ncw where ncw.nd_id = n.id), '[]'::json) as "contentWorks",
         n.content_works_hand as "contentWorksHand",
         (select json_build_object('id', p.id, 'place', p.place) from place_work p where p.id = n.place_id) as place_detail,
         (select json_build_object('id', t.id, 'type', t.type) from type_nd t where t.id = n.type_nd_id) as type_detail,
         ${isoDateTimeOrEmpty('n.datetime_start')} as "datetimeStart",
         ${isoDateTimeOrEmpty('n.datetime_end')} as "datetimeEnd",
         (select ${userRefJson('c')} from app_user c where c.id = n.creator_id) as creator_detail
    from nd n`;

type FromNd = ExpressionBuilder<Database & { n: Database['nd'] }, 'n'>;

/** The same row built with Kysely, for a select from `nd as n` (favourites; the search still uses the text above). */
export function ndListRowSelection(eb: FromNd) {
  return [
    'n.id',
    'n.status',
    'n.number_paper_nd as numberPaperNd',
    eb.fn
      .coalesce(
        eb
          .selectFrom('nd_content_work as ncw')
          .select((s) =>
            s.fn
              .jsonAgg(
                jsonBuildObject({
                  id: s.ref('ncw.content_work_id'),
                  content: s.selectFrom('content_work as cw').select('cw.content').whereRef('cw.id', '=', 'ncw.content_work_id').$asScalar(),
                }),
              )
              .orderBy('ncw.position')
              .orderBy('ncw.content_work_id')
              .as('list'),
          )
          .whereRef('ncw.nd_id', '=', 'n.id'),
        sql<{ id: number; content: string }[]>`'[]'::json`,
      )
      .as('contentWorks'),
    'n.content_works_hand as contentWorksHand',
    eb
      .selectFrom('place_work as p')
      .select((s) => jsonBuildObject({ id: s.ref('p.id'), place: s.ref('p.place') }).as('ref'))
      .whereRef('p.id', '=', 'n.place_id')
      .as('place_detail'),
    eb
      .selectFrom('type_nd as t')
      .select((s) => jsonBuildObject({ id: s.ref('t.id'), type: s.ref('t.type') }).as('ref'))
      .whereRef('t.id', '=', 'n.type_nd_id')
      .as('type_detail'),
    toIsoDateTimeOrEmpty(eb.ref('n.datetime_start')).as('datetimeStart'),
    toIsoDateTimeOrEmpty(eb.ref('n.datetime_end')).as('datetimeEnd'),
    // Every permit has a creator (a foreign key, not null).
    userRefById(eb.ref('n.creator_id')).$asScalar().as('creator_detail'),
  ] as const;
}

/** List rows of `nd as n`, to narrow with where(…) and embed (jsonObjectFrom) in another query. */
export const ndListRows = () => expressionBuilder<Database, never>().selectFrom('nd as n').select(ndListRowSelection);

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

/** The columns that name a person on a permit: «Я участник» matches any of them. */
const PARTICIPANT_COLUMNS = ['n.creator_id', ...PARTICIPANTS.map((p) => `n.${p.column}`)];

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
    // The list shows the permit number taken from its id, so the number filter finds that too.
    // Both branches can use an index (trigram on the number, the primary key on the id), so OR stays cheap.
    const text = filter.numberPaperNd;
    const asId = /^\d{1,10}$/.test(text) && Number(text) <= LIMITS.maxId ? ` or n.id = ${params.add(Number(text))}` : '';
    conditions.push(`(n.number_paper_nd ilike ${params.add(likePattern(text))} escape '\\'${asId})`);
  }
  if (filter.date_start !== null) conditions.push(`n.datetime_start >= ${params.add(filter.date_start)}::timestamp`);
  // The client sends the end day as 23:59 (docs/domain.md «Форматы обмена»); the whole of that minute counts.
  if (filter.date_end !== null)
    conditions.push(`n.datetime_start < date_trunc('minute', ${params.add(filter.date_end)}::timestamp) + interval '1 minute'`);
  if (filter.participant !== null) {
    // One arm per column that can name a person, each an index range (migration 014); the bitmaps are ORed.
    const me = params.add(filter.participant);
    conditions.push(`(${PARTICIPANT_COLUMNS.map((column) => `${column} = ${me}`).join(' or ')})`);
  }
  if (filter.contentWorks !== null) {
    conditions.push(`exists (select 1 from nd_content_work f where f.nd_id = n.id and f.content_work_id = ${params.add(filter.contentWorks)})`);
  }
  return conditions.join(' and ');
}

/** The rows of the given ids, newest first (one fixed statement, prepared once per connection). */
const ROWS_BY_IDS = `${ND_LIST_ROW_SELECT} where n.id = any($1::int[]) order by n.id desc`;

/**
 * A page of matching permits, newest (highest id) first, and the total count of matches, in as few round
 * trips as possible (on these machines a round trip to the database costs more than the query itself).
 *
 * - No filter but the status (the default list): one prepared statement: the count from the counters
 *   (migration 006) and the page walked down the (organization, status, id) index, rows included.
 * - Other filters: one statement planned for its values gives the count and the page's ids, then the rows
 *   for those ids come from one prepared statement. The planner walks the primary key (or an
 *   (organization, filter, id) index) backwards while matches are dense. Number and date filters are
 *   "clustered": their matches follow the ids (old paper numbers and old dates lie far down the key),
 *   which the planner cannot know, and a backward walk would read nearly the whole table before finding
 *   them. For those, up to GATHER_UP_TO matches are gathered through the filter's own index and sorted
 *   (`order by n.id + 0` keeps the planner off the key order); the count decides, inside the statement.
 */
export async function searchNd(db: Db, criteria: NdSearchCriteria, window: PageWindow): Promise<{ data: NdListRow[]; count: number }> {
  const { filter } = criteria;
  const params = new SqlParams();
  const where = whereClause(criteria, params);
  const limit = `limit ${params.add(window.limit)}::bigint offset ${params.add(window.offset)}::bigint`;
  const walk = `array(select n.id from nd n where ${where} order by n.id desc ${limit})`;

  if (onlyStatus(filter)) {
    const counters = `select coalesce(sum(c.n), 0)::int from nd_status_count c where c.organization_id = $1${filter.status === null ? '' : ' and c.status = $2'}`;
    const { rows } = await db.query<{ count: number; data: NdListRow[] }>(
      `select (${counters}) as count,
              coalesce((select json_agg(r) from (${ND_LIST_ROW_SELECT} where n.id = any(${walk}) order by n.id desc) r), '[]'::json) as data`,
      params.values,
    );
    return { count: rows[0]?.count ?? 0, data: rows[0]?.data ?? [] };
  }

  const clustered = filter.numberPaperNd !== null || filter.date_start !== null || filter.date_end !== null;
  const gather = `array(select n.id from nd n where ${where} order by n.id + 0 desc ${limit})`;
  const ids = clustered ? `case when c.n <= ${GATHER_UP_TO} then ${gather} else ${walk} end` : walk;
  // Filters over skewed data: planned for these values (no cached generic plan).
  const { rows } = await db.query<{ count: number; ids: number[] }>(
    `select c.n as count, case when c.n = 0 then '{}'::int[] else ${ids} end as ids
       from (select count(*)::int as n from nd n where ${where}) c`,
    params.values,
    { prepare: false },
  );
  const count = rows[0]?.count ?? 0;
  const pageIds = rows[0]?.ids ?? [];
  if (pageIds.length === 0) return { data: [], count };
  const page = await db.query<NdListRow>(ROWS_BY_IDS, [pageIds]);
  return { data: page.rows, count };
}

/** Gather (collect and sort) at most this many matching ids; beyond it the backward walk is cheaper. */
const GATHER_UP_TO = 20_000;

/** No filter but (maybe) the status: the count comes from the counters (migration 006). */
function onlyStatus(filter: NdSearchFilter): boolean {
  return Object.entries(filter).every(([key, value]) => key === 'status' || value === null);
}

export async function countByStatus(db: Db, organizationId: number, status: NdStatus): Promise<number> {
  // Exact: the counters are kept by triggers on nd in the same transactions (migration 006).
  const { rows } = await db.query<{ count: number }>('select n as count from nd_status_count where organization_id = $1 and status = $2', [
    organizationId,
    status,
  ]);
  return rows[0]?.count ?? 0;
}
