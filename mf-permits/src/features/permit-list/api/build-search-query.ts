import {
  EMPTY_ID_FILTER,
  EMPTY_STATUS_FILTER,
  EMPTY_TEXT_FILTER,
  PARTICIPANT_FILTER_KEYS,
  type NdScope,
  type NdSearchQueryInput,
  type NdStatus,
  type User,
} from '@permit/shared-contracts';
import { filterDate } from '../../../lib/date-input';

/** What the filter bar holds: ids are 0 when unset, dates as typed (dd.mm.yyyy), status '' for any. */
export interface ListFilters {
  number: string;
  type: number;
  creator: number;
  dateFrom: string;
  dateTo: string;
  section: number;
  place: number;
  status: NdStatus | '';
}

export const EMPTY_LIST_FILTERS: ListFilters = {
  number: '',
  type: 0,
  creator: 0,
  dateFrom: '',
  dateTo: '',
  section: 0,
  place: 0,
  status: '',
};

export interface PermitListFilter {
  scope: NdScope;
  /** The status of a status list (/nd/{slug}); it wins over the filter bar's status. */
  status?: NdStatus;
  filters?: ListFilters;
}

/**
 * The ndSearch query with every parameter present (docs/domain.md «Форматы обмена»): '!' for an empty number
 * or date, 0 for an unset id, '' for "any status". The scope narrows by the user's own ids: «Ваши» sets the
 * creator to the user (over the creator filter), «По отделу» the user's section (over the section filter),
 * «По организации» the user's organization, «Я участник» the user as creator or any participant.
 */
export function buildSearchQuery(filter: PermitListFilter, profile: User): NdSearchQueryInput {
  const f = filter.filters ?? EMPTY_LIST_FILTERS;
  const number = f.number.trim();
  return {
    contentWorks: EMPTY_ID_FILTER,
    numberPaperNd: number === '' ? EMPTY_TEXT_FILTER : number,
    type: f.type || EMPTY_ID_FILTER,
    // Every participant filter of the product's query, unset.
    ...Object.fromEntries(PARTICIPANT_FILTER_KEYS.map((key) => [key, EMPTY_ID_FILTER])),
    creator: filter.scope === 'own' ? profile.id : f.creator || EMPTY_ID_FILTER,
    // The bar refuses malformed dates before they get here; '!' is the safe reading of anything left.
    date_start: filterDate(f.dateFrom, 'start') ?? EMPTY_TEXT_FILTER,
    date_end: filterDate(f.dateTo, 'end') ?? EMPTY_TEXT_FILTER,
    section: filter.scope === 'section' ? (profile.section?.id ?? EMPTY_ID_FILTER) : f.section || EMPTY_ID_FILTER,
    place: f.place || EMPTY_ID_FILTER,
    status: filter.status ?? (f.status || EMPTY_STATUS_FILTER),
    organization: filter.scope === 'organization' ? (profile.organization?.id ?? EMPTY_ID_FILTER) : EMPTY_ID_FILTER,
    // Only this scope sends it, so the other scopes keep the product's query exactly.
    ...(filter.scope === 'participant' ? { participant: profile.id } : {}),
  };
}
