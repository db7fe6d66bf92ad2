import type { NdSearchFilter, NdStatus } from '@permit/shared-contracts';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { slot } from '../db/compiled-statements';
import type { Database } from '../db/schema';
import { rangeFrom, rangeTo, usesOnly } from './nd-search-conditions';

/**
 * The exact number of permits matching a search with no filter but (maybe) the status and a start-date
 * range, from the day counters (migration 018): whole days are summed there, only the partial first and last
 * day are counted in nd. A year of an organization's archive is a few hundred counter rows instead of tens
 * of thousands of index entries per 100k permits, so the count stays flat as the table grows.
 */

/** The filter is a start-date range, perhaps with a status, and nothing else. */
export function countsByDays(filter: NdSearchFilter): boolean {
  const dated = filter.date_start !== null || filter.date_end !== null;
  return dated && usesOnly(filter, ['status', 'date_start', 'date_end']);
}

/** A subquery `c` with the count as `n`, for a filter countsByDays accepts (slots as in nd-search-conditions.ts). */
export function dateRangeCount(eb: ExpressionBuilder<Database, never>, filter: NdSearchFilter) {
  const hasStart = filter.date_start !== null;
  const hasEnd = filter.date_end !== null;
  // The range is [from, to) on datetime_start, as the search's own conditions define it.
  const from = rangeFrom();
  const to = rangeTo();
  // The first whole day in the range and the start of the last, partial one.
  const firstWholeDay = sql<string>`(case when ${from} = date_trunc('day', ${from}) then ${from} else date_trunc('day', ${from}) + interval '1 day' end)`;
  const lastDay = sql<string>`date_trunc('day', ${to})`;

  const inNd = (lower: RawBuilder<string>, upper: RawBuilder<string>) =>
    eb
      .selectFrom('nd as x')
      .select(sql<number>`count(*)`.as('n'))
      .where('x.organizationId', '=', slot<number>('organizationId'))
      .$if(filter.status !== null, (q) => q.where('x.status', '=', slot<NdStatus>('status')))
      .where('x.datetimeStart', '>=', lower)
      .where('x.datetimeStart', '<', upper);
  // Before the first whole day; from the last day on (never overlapping the first part, even within one day).
  const head = hasStart ? sql<number>`(${inNd(from, hasEnd ? sql<string>`least(${firstWholeDay}, ${to})` : firstWholeDay)})` : sql<number>`0`;
  const tail = hasEnd ? sql<number>`(${inNd(hasStart ? sql<string>`greatest(${firstWholeDay}, ${lastDay})` : lastDay, to)})` : sql<number>`0`;

  return eb
    .selectFrom('ndDayCount as d')
    .select(sql<number>`(coalesce(sum(${sql.ref('d.n')}), 0) + ${head} + ${tail})::int`.as('n'))
    .where('d.organizationId', '=', slot<number>('organizationId'))
    .$if(filter.status !== null, (q) => q.where('d.status', '=', slot<NdStatus>('status')))
    .$if(hasStart, (q) => q.where('d.day', '>=', sql<string>`${firstWholeDay}::date`))
    .$if(hasEnd, (q) => q.where('d.day', '<', sql<string>`${lastDay}::date`))
    .as('c');
}
