import { DEFAULT_ND_SCOPE, ND_SCOPES, statusFromSlug, ND_STATUSES, type NdScope } from '@permit/shared-contracts';
import { EMPTY_LIST_FILTERS, type ListFilters } from '../api/build-search-query';

/** Page, scope and filters live in the URL so a reload or the back button keeps the user's place. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parseScope(raw: string | null): NdScope {
  return ND_SCOPES.find((scope) => scope.value === raw)?.value ?? DEFAULT_ND_SCOPE;
}

function parseId(raw: string | null): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

const ID_KEYS = ['type', 'creator', 'section', 'place'] as const;

export function parseFilters(params: URLSearchParams): ListFilters {
  const rawStatus = params.get('status') ?? '';
  const status = ND_STATUSES.find((s) => s === rawStatus) ?? statusFromSlug(rawStatus) ?? '';
  return {
    number: params.get('number') ?? '',
    type: parseId(params.get('type')),
    creator: parseId(params.get('creator')),
    dateFrom: params.get('from') ?? '',
    dateTo: params.get('to') ?? '',
    section: parseId(params.get('section')),
    place: parseId(params.get('place')),
    status,
  };
}

/** Writes only the filled filters, so a shared link stays short; an applied filter starts again at page 1. */
export function writeFilters(previous: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of ['number', 'from', 'to', 'status', ...ID_KEYS]) next.delete(key);
  next.delete('page');
  const set = (key: string, value: string | number) => {
    if (value !== '' && value !== 0) next.set(key, String(value));
  };
  set('number', filters.number.trim());
  set('from', filters.dateFrom.trim());
  set('to', filters.dateTo.trim());
  set('status', filters.status);
  for (const key of ID_KEYS) set(key, filters[key]);
  return next;
}

export function hasFilters(filters: ListFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(EMPTY_LIST_FILTERS);
}
