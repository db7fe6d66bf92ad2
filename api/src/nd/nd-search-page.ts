import { DEFAULT_PAGE_SIZE, type NdSearchFilter } from '@permit/shared-contracts';
import { expressionBuilder, sql, type QueryCreator, type SqlBool } from 'kysely';
import { slot } from '../db/compiled-statements';
import { arrayOf, paged } from '../db/kysely-sql';
import type { Database } from '../db/schema';
import { dateRangeCount } from './nd-date-range-count';
import { countsBySection, sectionCount } from './nd-section-count';
import { matches, numberMatches, startsWithin, usesOnly } from './nd-search-conditions';

/**
 * The count and the page's ids of a permit search (nd-list-repository.ts, searchNd), as parts of its one
 * statement: the page walked down a key, or gathered when the matches are clustered far down it.
 */

/** Gather (collect and sort) at most this many matching ids; beyond it the backward walk is cheaper. */
const GATHER_UP_TO = 20_000;

/** The ids of one page of matches, newest first; `gather` sorts the matches instead of walking the key. */
export function pageIds(filter: NdSearchFilter, { gather = false, first = false } = {}) {
  const ids = expressionBuilder<Database, never>()
    .selectFrom('nd as n')
    .select('n.id')
    .where((eb) => matches(eb, filter))
    .$if(!gather, (q) => q.orderBy('n.id', 'desc'))
    // `n.id + 0` is no column for the planner: it cannot choose the key's order and must gather and sort.
    .$if(gather, (q) => q.orderBy(sql`${sql.ref('n.id')} + 0`, 'desc'));
  return first ? ids.limit(sql.lit(DEFAULT_PAGE_SIZE)) : ids.$call(paged({ limit: slot<number | null>('limit'), offset: slot<string>('offset') }));
}

/**
 * The ids of one page of a start-date search counted by days (nd-date-range-count.ts), newest first, by walking
 * the (organization, status, id) index, or the key, backwards and checking each permit's start. The walk is
 * fenced (`offset 0`) from the range, so the range cannot steer the plan: that statement is prepared, and its
 * one generic plan, unaware how many permits a range holds, would otherwise read the whole range through the
 * start index and sort it. The count decides beforehand whether the walk is cheap (countAndIds). The outer
 * query keeps the walk's order by having no ORDER BY of its own: with one, PostgreSQL plans the subquery for
 * all its rows and may sort them instead of walking (nd-date-range-count.test.ts checks the pages).
 */
function walkedPageIds(filter: NdSearchFilter) {
  const eb = expressionBuilder<Database, never>();
  const walk = eb
    .selectFrom('nd as n')
    .select(['n.id', 'n.datetimeStart'])
    .where((w) => matches(w, { ...filter, date_start: null, date_end: null }))
    .orderBy('n.id', 'desc')
    .offset(sql.lit(0))
    .as('w');
  return eb
    .selectFrom(walk)
    .select('w.id')
    .where(() => sql<SqlBool>`${sql.join(startsWithin(sql.ref('w.datetimeStart'), filter), sql` and `)}`)
    .$call(paged({ limit: slot<number | null>('limit'), offset: slot<string>('offset') }));
}

/** Count of the matches (or of the day or section counters) and the page's ids: a backward walk of the key, or gathered. */
export function countAndIds(q: QueryCreator<Database>, filter: NdSearchFilter, clustered: boolean, byDays: boolean) {
  return q
    .selectFrom((eb) =>
      byDays
        ? dateRangeCount(eb, filter)
        : countsBySection(filter)
          ? sectionCount(eb, filter)
          : eb
              .selectFrom('nd as n')
              .select(sql<number>`count(*)::int`.as('n'))
              .where((w) => matches(w, filter))
              .as('c'),
    )
    .select((eb) => {
      const none = eb
        .case()
        .when('c.n', '=', 0)
        .then(sql<number[]>`'{}'::int[]`);
      const ids = clustered ? none.when('c.n', '<=', GATHER_UP_TO).then(arrayOf(pageIds(filter, { gather: true }))) : none;
      return [
        'c.n as count',
        ids
          .else(arrayOf(byDays ? walkedPageIds(filter) : pageIds(filter)))
          .end()
          .as('ids'),
      ];
    });
}

/**
 * Count and page of a clustered filter (a number or a date range the counters do not serve) from one pass
 * over the matches: they are collected once (a materialized CTE), counted, and the page is the top of their
 * ids. A number's substring match rechecks every candidate row (case-insensitive, Cyrillic), which counting
 * and gathering each did on their own before (twice ~30 ms at a million permits); and with many old matches
 * a backward walk of the key read most of the table (2 s for «НД-1» at a million), where sorting the
 * collected ids takes milliseconds.
 */
export function gatheredOnce(q: QueryCreator<Database>, filter: NdSearchFilter) {
  return q
    .with(
      (cte) => cte('m').materialized(),
      (w) =>
        // By the number alone, the matches are numberMatches' ids, and nd is read for the page's rows only.
        usesOnly(filter, ['numberPaperNd'])
          ? numberMatches(filter)
          : w
              .selectFrom('nd as n')
              .select('n.id')
              .where((eb) => matches(eb, filter)),
    )
    .selectFrom((eb) =>
      eb
        .selectFrom('m')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('c'),
    )
    .select((eb) => [
      'c.n as count',
      eb
        .case()
        .when('c.n', '=', 0)
        .then(sql<number[]>`'{}'::int[]`)
        .else(
          arrayOf(
            eb
              .selectFrom('m')
              .select('m.id')
              .orderBy('m.id', 'desc')
              .$call(paged({ limit: slot<number | null>('limit'), offset: slot<string>('offset') })),
          ),
        )
        .end()
        .as('ids'),
    ]);
}
