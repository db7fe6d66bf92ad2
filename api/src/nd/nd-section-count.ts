import type { NdSearchFilter, NdStatus } from '@permit/shared-contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import { slot } from '../db/compiled-statements';
import type { Database } from '../db/schema';
import { usesOnly } from './nd-search-conditions';

/**
 * The exact number of permits matching a search by the section, perhaps with a status, and nothing else, from
 * the section counters (migration 021): a few counter rows instead of every index entry of the section, so
 * the count stays flat as the table grows (44,000 entries per section at a million permits).
 */

/** The filter is a section, perhaps with a status, and nothing else. */
export function countsBySection(filter: NdSearchFilter): boolean {
  return filter.section !== null && usesOnly(filter, ['section', 'status']);
}

/** A subquery `c` with the count as `n`, for a filter countsBySection accepts (slots as in nd-search-conditions.ts). */
export function sectionCount(eb: ExpressionBuilder<Database, never>, filter: NdSearchFilter) {
  return eb
    .selectFrom('ndSectionCount as s')
    .select(sql<number>`coalesce(sum(${sql.ref('s.n')}), 0)::int`.as('n'))
    .where('s.organizationId', '=', slot<number>('organizationId'))
    .where('s.sectionId', '=', slot<number>('section'))
    .$if(filter.status !== null, (q) => q.where('s.status', '=', slot<NdStatus>('status')))
    .as('c');
}
