import { DEFAULT_PAGE_SIZE, ND_STATUSES, type NdSearchFilter, type NdStatus, type StatusCounts } from '@permit/shared-contracts';
import { expressionBuilder, sql, type Expression } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../db/db';
import { compiledStatements, slot } from '../db/compiled-statements';
import { arrayOf, toIsoDateTimeOrEmpty, userRefById } from '../db/kysely-sql';
import type { Database } from '../db/schema';
import type { PageWindow } from '../db/sql';
import type { NdListItem } from './nd-list-row-wire';
import { countsByDays } from './nd-date-range-count';
import { keyed, shapeOf, usesOnly, valuesOf, type FromNd, type NdSearchCriteria } from './nd-search-conditions';
import { countAndIds, gatheredOnce, pageIds } from './nd-search-page';

export type { NdSearchCriteria } from './nd-search-conditions';

/**
 * One permit list row (the contract's ndListRowSchema before the wire names, nd-list-row-wire.ts) as a JSON
 * object of `nd as n`, for every permit list (search, favourites, by creator). Its keys are written here, in
 * camelCase, so the search reads its page as one JSON text (pageJson) that needs no renaming: the result
 * plugin's walk through twenty nested rows cost ~27 µs per call (docs/performance.md). References are scalar
 * subqueries, so each is an index lookup per row (joins got hashed tables built on every call for a 20-row page).
 */
export function ndListRow(eb: FromNd) {
  return jsonBuildObject({
    id: eb.ref('n.id'),
    status: eb.ref('n.status'),
    numberPaperNd: eb.ref('n.numberPaperNd'),
    contentWorks: eb.fn.coalesce(
      eb
        .selectFrom('ndContentWork as ncw')
        .select((s) =>
          s.fn
            .jsonAgg(
              jsonBuildObject({
                id: s.ref('ncw.contentWorkId'),
                content: s.selectFrom('contentWork as cw').select('cw.content').whereRef('cw.id', '=', 'ncw.contentWorkId').$asScalar(),
              }),
            )
            .orderBy('ncw.position')
            .orderBy('ncw.contentWorkId')
            .as('list'),
        )
        .whereRef('ncw.ndId', '=', 'n.id')
        .$asScalar(),
      sql<{ id: number; content: string }[]>`'[]'::json`,
    ),
    contentWorksHand: eb.ref('n.contentWorksHand'),
    place: eb
      .selectFrom('placeWork as p')
      .select((s) => jsonBuildObject({ id: s.ref('p.id'), place: s.ref('p.place') }).as('ref'))
      .whereRef('p.id', '=', 'n.placeId')
      .$asScalar(),
    type: eb
      .selectFrom('typeNd as t')
      .select((s) => jsonBuildObject({ id: s.ref('t.id'), type: s.ref('t.type') }).as('ref'))
      .whereRef('t.id', '=', 'n.typeNdId')
      .$asScalar(),
    datetimeStart: toIsoDateTimeOrEmpty(eb.ref('n.datetimeStart')),
    datetimeEnd: toIsoDateTimeOrEmpty(eb.ref('n.datetimeEnd')),
    // Every permit has a creator (a foreign key, not null).
    creator: userRefById(eb.ref('n.creatorId')).$asScalar().$notNull(),
  });
}

/** The list row of `nd as n` as a one-column query, to narrow with where(…) and embed in another query. */
export const ndListRows = () =>
  expressionBuilder<Database, never>()
    .selectFrom('nd as n')
    .select((eb) => ndListRow(eb).as('row'));

/**
 * The rows of `ids` (an int[] expression), newest first, as the text of a JSON array: parsed once here, with
 * keys already as the code names them (the result plugin leaves text alone). The organization is checked again
 * on the rows themselves: a search by number takes its ids from a copy (nd_number), and a copy gone stale must
 * not show another organization's permit.
 */
const pageJson = (ids: Expression<number[]>) =>
  expressionBuilder<Database, never>()
    .selectFrom('nd as n')
    .select((eb) => sql<string>`coalesce(json_agg(${ndListRow(eb)} order by ${eb.ref('n.id')} desc), '[]')::text`.as('rows'))
    .where('n.id', '=', sql<number>`any(${ids})`)
    .where('n.organizationId', '=', slot<number>('organizationId'))
    .$asScalar();

const parsedPage = (text: string | undefined): NdListItem[] => (text === undefined ? [] : (JSON.parse(text) as NdListItem[]));

/**
 * The page every list opens on and every refresh reads: the first, of the default size. Its statement has that
 * limit as a literal and no offset, so PostgreSQL keeps one generic plan for it; with the limit and offset as
 * parameters it cannot cost a generic plan (it assumes a tenth of the table) and plans every call anew, about as
 * long as the call itself takes to run (docs/performance.md).
 */
const isFirstPage = (window: PageWindow) => window.offset === '0' && window.limit === DEFAULT_PAGE_SIZE;

const statements = compiledStatements();

/**
 * A page of matching permits, newest (highest id) first, and the total count of matches, in one round trip
 * (on these machines a round trip to the database costs more than the query itself). Each statement is
 * compiled once per shape (compiled-statements.ts).
 *
 * - No filter but the status (the default list): one prepared statement: the count from the counters
 *   (migration 006) and the page walked down the (organization, status, id) index, rows included; the
 *   first page of the default size is a statement of its own, so it keeps a generic plan (isFirstPage).
 * - Other filters: one statement with the count, the page's ids (nd-search-page.ts) and the rows of those ids
 *   as JSON text (rows in a second statement gave up to 15 % fewer calls per second; A/B 26.11 and 27.11). It
 *   is prepared when the filters have an index of their own (KEYED_FILTERS), or are a start-date range counted
 *   by days (planned per call, that statement took twice as long to plan as to run), else planned for its
 *   values (`prepare: false`). The planner walks the primary key (or an (organization, filter, id) index)
 *   backwards while matches are dense. Number and date filters are "clustered": their matches follow the ids
 *   (old paper numbers and old dates lie far down the key), which the planner cannot know, and a backward walk
 *   would read nearly the whole table before finding them. For those, up to GATHER_UP_TO matches are gathered
 *   through the filter's own index and sorted; the count decides, inside the statement. A start-date range
 *   with at most a status is counted from the day counters (nd-date-range-count.ts), a section with at most a
 *   status from the section counters (nd-section-count.ts), which keeps both flat at a million permits.
 */
export async function searchNd(db: Db, criteria: NdSearchCriteria, window: PageWindow): Promise<{ data: NdListItem[]; count: number }> {
  const { filter } = criteria;
  const values = valuesOf(criteria, window);
  if (onlyStatus(filter)) {
    const first = isFirstPage(window);
    const [row] = await statements(db, `page:${filter.status !== null}:${first}`, values, (q) =>
      q.selectNoFrom((eb) => [
        eb
          .selectFrom('ndStatusCount as c')
          .select(sql<number>`coalesce(sum(${sql.ref('c.n')}), 0)::int`.as('count'))
          .where('c.organizationId', '=', slot<number>('organizationId'))
          .$if(filter.status !== null, (s) => s.where('c.status', '=', slot<NdStatus>('status')))
          .$asScalar()
          .$notNull()
          .as('count'),
        pageJson(arrayOf(pageIds(filter, { first })))
          .$notNull()
          .as('data'),
      ]),
    );
    return { count: row?.count ?? 0, data: parsedPage(row?.data) };
  }

  const clustered = filter.numberPaperNd !== null || filter.date_start !== null || filter.date_end !== null;
  const byDays = countsByDays(filter);
  // A filter set with an index of its own keeps one generic plan; the others are planned for their values.
  const [found] = await statements(
    db,
    `page:${shapeOf(filter)}`,
    values,
    (q) =>
      q
        .with('p', (w) => (clustered && !byDays ? gatheredOnce(w, filter) : countAndIds(w, filter, clustered, byDays)))
        .selectFrom('p')
        .select([
          'p.count',
          // The rows' builder is the plain one: p.ids is a correlated reference it does not know by type.
          pageJson(sql.ref<number[]>('p.ids')).$notNull().as('data'),
        ]),
    keyed(filter) || byDays ? undefined : { prepare: false },
  );
  return { count: found?.count ?? 0, data: parsedPage(found?.data) };
}

/** A creator's permits in the organization, oldest first (GET listByCreator). */
export async function listByCreator(db: Db, userId: number, organizationId: number): Promise<NdListItem[]> {
  const rows = await statements(db, 'byCreator', { userId, organizationId }, (q) =>
    q
      .selectFrom('nd as n')
      .select((eb) => ndListRow(eb).as('row'))
      .where('n.creatorId', '=', slot<number>('userId'))
      .where('n.organizationId', '=', slot<number>('organizationId'))
      .orderBy('n.id'),
  );
  return rows.map((r) => r.row);
}

/** No filter but (maybe) the status: the count comes from the counters (migration 006). */
const onlyStatus = (filter: NdSearchFilter): boolean => usesOnly(filter, ['status']);

/** Polled by every signed-in portal (12 statuses every 15 s): compiled once. */
export async function countByStatus(db: Db, organizationId: number, status: NdStatus): Promise<number> {
  // Exact: the counters are kept by triggers on nd in the same transactions (migration 006), in shards
  // (migration 018).
  const [row] = await statements(db, 'countByStatus', { organizationId, status }, (q) =>
    q
      .selectFrom('ndStatusCount')
      .select(sql<number>`coalesce(sum(${sql.ref('n')}), 0)::int`.as('n'))
      .where('organizationId', '=', slot<number>('organizationId'))
      .where('status', '=', slot<NdStatus>('status')),
  );
  return row?.n ?? 0;
}

/** Every status's count in one statement (GET countsByStatus, the header's poll); a status with none is 0. */
export async function countsByStatus(db: Db, organizationId: number): Promise<StatusCounts> {
  const rows = await statements(db, 'countsByStatus', { organizationId }, (q) =>
    q
      .selectFrom('ndStatusCount')
      .select((eb) => ['status', sql<number>`coalesce(sum(${eb.ref('n')}), 0)::int`.as('n')])
      .where('organizationId', '=', slot<number>('organizationId'))
      .groupBy('status'),
  );
  return countsOf(new Map(rows.map((row) => [row.status, row.n])));
}

/** Every status with its count, 0 for a status not in `counted`. */
export function countsOf(counted: ReadonlyMap<string, number>): StatusCounts {
  return Object.fromEntries(ND_STATUSES.map((status) => [status, counted.get(status) ?? 0])) as StatusCounts;
}
