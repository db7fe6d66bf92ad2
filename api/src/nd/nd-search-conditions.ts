import { LIMITS, type NdSearchFilter, type NdStatus } from '@permit/shared-contracts';
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { slot } from '../db/compiled-statements';
import type { Database } from '../db/schema';
import { likePattern, type PageWindow } from '../db/sql';
import { PARTICIPANT_FILTER_COLUMNS } from '../db/tables/permit-field-columns';
import { PARTICIPANTS } from './nd-detail-repository';

/**
 * The conditions of the permit search (ndSearch) over `nd as n`, with each value a slot of the statement
 * (db/compiled-statements.ts): the shape names the filters that are set, valuesOf gives the values.
 */
export type FromNd = ExpressionBuilder<Database & { n: Database['nd'] }, 'n'>;

/** Filter key → the permit column it compares with equality. */
const ID_FILTER_COLUMNS = {
  type: 'n.typeNdId',
  // One per participant the field map lets ndSearch filter by.
  ...PARTICIPANT_FILTER_COLUMNS,
  creator: 'n.creatorId',
  section: 'n.sectionId',
  place: 'n.placeId',
  organization: 'n.organizationId',
} as const satisfies Partial<Record<keyof NdSearchFilter, `n.${keyof Database['nd'] & string}`>>;

/** The columns that name a person on a permit: «Я участник» matches any of them. */
const PARTICIPANT_COLUMNS = ['n.creatorId', ...PARTICIPANTS.map((p) => `n.${p.column}` as const)] as const;

/** The search filter plus the organization the caller is confined to. */
export interface NdSearchCriteria {
  organizationId: number;
  filter: NdSearchFilter;
}

/** The paper-number filter read as a permit id too (the list shows the number taken from the id), or null. */
export function numberAsId(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) <= LIMITS.maxId ? Number(text) : null;
}

/**
 * The filter sets that have an (organization_id, …their columns, id) index of their own (migrations 006, 007 and
 * 018, checked by nd-search-keyed.test.ts). One generic plan serves them for every value: it walks that index in the
 * page's order and stops after the page, so their statement is prepared once (parsed and planned once per
 * connection). Every other set is planned for its values: a plan that suits a common value (walking the key
 * back through the matches) reads most of the table for a rare one.
 */
export const KEYED_FILTERS = [
  ['section'],
  ['creator'],
  ['place'],
  ['place', 'type'],
] as const satisfies readonly (readonly (keyof typeof ID_FILTER_COLUMNS)[])[];

/** The column an equality filter compares (nd-search-keyed.test.ts reads it). */
export const idFilterColumn = (key: (typeof KEYED_FILTERS)[number][number]) => ID_FILTER_COLUMNS[key];

/** The keys of the filters that are set. */
const setFilters = (filter: NdSearchFilter) => Object.keys(filter).filter((key) => filter[key as keyof NdSearchFilter] !== null);

/** No filter is set but (some of) `keys`: the shapes the counters answer (status, day and section counters). */
export const usesOnly = (filter: NdSearchFilter, keys: readonly (keyof NdSearchFilter)[]): boolean =>
  setFilters(filter).every((key) => (keys as readonly string[]).includes(key));

/** The search's filters are exactly one of KEYED_FILTERS. */
export function keyed(filter: NdSearchFilter): boolean {
  const set = setFilters(filter);
  return KEYED_FILTERS.some((keys) => keys.length === set.length && keys.every((key) => set.includes(key)));
}

/** Which conditions the search has: its statements' shape (compiled-statements.ts). */
export function shapeOf(filter: NdSearchFilter): string {
  const set = setFilters(filter);
  return `${set.sort().join(',')}${filter.numberPaperNd !== null && numberAsId(filter.numberPaperNd) !== null ? '#id' : ''}`;
}

/** The values the slots of the search's statements stand for. */
export function valuesOf(criteria: NdSearchCriteria, window: PageWindow): Record<string, unknown> {
  const text = criteria.filter.numberPaperNd;
  return {
    ...criteria.filter,
    organizationId: criteria.organizationId,
    numberPattern: text === null ? null : likePattern(text),
    numberAsId: text === null ? null : numberAsId(text),
    limit: window.limit,
    offset: window.offset,
  };
}

/**
 * The ids of the organization's permits whose paper number contains the filter's text, case-insensitively, or,
 * when the text is digits, whose id it is (the list shows the number taken from the id), for a search by the
 * number alone (nd-search-page.ts, gatheredOnce). They come from nd_number (migration 022), a narrow copy of
 * the numbers: a number's trigram index gives candidates only, and rechecking them there reads a fifth of the
 * pages nd would. The lowercase copy is matched against the lowercased pattern, so each check is a plain LIKE;
 * `\` is PostgreSQL's default LIKE escape, the one likePattern() writes. The id is a second arm (UNION), so both
 * arms use an index: an OR inside one arm would not.
 */
/** The filter's number as a LIKE pattern, lowercased by the database as the copies are (migrations 020, 022). */
const lowerPattern = () => sql<string>`lower(${slot<string>('numberPattern')})`;

export function numberMatches(filter: NdSearchFilter) {
  const eb = expressionBuilder<Database, never>();
  const ofOrganization = () => eb.selectFrom('ndNumber as x').select('x.ndId as id').where('x.organizationId', '=', slot<number>('organizationId'));
  const byNumber = ofOrganization().where('x.numberSearch', 'like', lowerPattern());
  return filter.numberPaperNd !== null && numberAsId(filter.numberPaperNd) !== null
    ? byNumber.union(ofOrganization().where('x.ndId', '=', slot<number>('numberAsId')))
    : byNumber;
}

/**
 * The start-date range as [rangeFrom, rangeTo): the client sends the end day as 23:59 (docs/domain.md «Форматы
 * обмена»), and the whole of that minute counts. The search's conditions and the day counters' sums
 * (nd-date-range-count.ts) both read it from here.
 */
export const rangeFrom = () => sql<string>`${slot<string>('date_start')}::timestamp`;
export const rangeTo = () => sql<string>`date_trunc('minute', ${slot<string>('date_end')}::timestamp) + interval '1 minute'`;

/** The filter's start-date range on `start` (a start column), as conditions to AND. */
export function startsWithin(start: RawBuilder<unknown>, filter: NdSearchFilter): RawBuilder<SqlBool>[] {
  const range: RawBuilder<SqlBool>[] = [];
  if (filter.date_start !== null) range.push(sql<SqlBool>`${start} >= ${rangeFrom()}`);
  if (filter.date_end !== null) range.push(sql<SqlBool>`${start} < ${rangeTo()}`);
  return range;
}

/** Every condition of the search, ANDed; each value is a slot (valuesOf gives it), so a shape compiles once. */
export function matches(eb: FromNd, filter: NdSearchFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('n.organizationId', '=', slot<number>('organizationId'))];
  for (const [key, column] of Object.entries(ID_FILTER_COLUMNS) as [
    keyof typeof ID_FILTER_COLUMNS,
    (typeof ID_FILTER_COLUMNS)[keyof typeof ID_FILTER_COLUMNS],
  ][]) {
    if (filter[key] !== null) conditions.push(eb(column, '=', slot<number>(key)));
  }
  if (filter.status !== null) conditions.push(eb('n.status', '=', slot<NdStatus>('status')));
  if (filter.numberPaperNd !== null) {
    // With other filters the number is matched on nd's own lowercase copy (migration 020): PostgreSQL ANDs its
    // trigram bitmap with the other filters' and rechecks only the permits both hold. Through nd_number it
    // would recheck every candidate of the number first (1M permits, «НД-12» with IN_WORK: 6.6 against 3.0 ms).
    // Both arms can use an index (trigram on the number, the primary key on the id), so OR stays cheap.
    const byNumber = eb('n.numberSearch', 'like', lowerPattern());
    conditions.push(numberAsId(filter.numberPaperNd) !== null ? eb.or([byNumber, eb('n.id', '=', slot<number>('numberAsId'))]) : byNumber);
  }
  conditions.push(...startsWithin(sql.ref('n.datetimeStart'), filter));
  if (filter.participant !== null) {
    // One arm per column that can name a person, each an index range (migration 014); the bitmaps are ORed.
    conditions.push(eb.or(PARTICIPANT_COLUMNS.map((column) => eb(column, '=', slot<number>('participant')))));
  }
  if (filter.contentWorks !== null) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('ndContentWork as f')
          .select('f.ndId')
          .whereRef('f.ndId', '=', 'n.id')
          .where('f.contentWorkId', '=', slot<number>('contentWorks')),
      ),
    );
  }
  return eb.and(conditions);
}
