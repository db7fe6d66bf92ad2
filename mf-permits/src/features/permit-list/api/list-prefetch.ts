import {
  ALL_ROWS_SIZE,
  DEFAULT_PAGE_SIZE,
  endpoints,
  statusFromSlug,
  type EndpointOutput,
  type NdSearchQueryInput,
  type NdStatus,
  type RemotePrefetchContext,
  type User,
} from '@permit/shared-contracts';
import { buildSearchQuery } from './build-search-query';
import { parseFilters, parsePage, parseScope } from '../utils/list-search-params';

type SearchPage = EndpointOutput<typeof endpoints.nd.search>;

/** One page of a list as the list screen asks for it: the same arguments give the same key. */
export interface ListRequest {
  page: number;
  size: number;
  query: NdSearchQueryInput;
}

// An answer nobody took soon after the page load is not handed out later: by then it may be out of date.
export const PREFETCH_TTL_MS = 30_000;
// The profile (the default scope needs the user's organization) normally arrives within a second of the load.
const PROFILE_WAIT_MS = 15_000;

const pending = new Map<string, { userId: number; at: number; answer: Promise<SearchPage> }>();

const keyOf = ({ page, size, query }: ListRequest) => JSON.stringify([page, size, query]);

/** The list a list address shows (/nd, /nd/{status-slug}), read exactly as the list screen reads it; null for other pages. */
export function listRequestFor(basePath: string, pathname: string, search: string, profile: User): ListRequest | null {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const rest = pathname.slice(basePath.length).replace(/^\/|\/$/g, '');
  let status: NdStatus | undefined;
  if (rest !== '') {
    status = statusFromSlug(rest);
    if (!status) return null;
  }
  const params = new URLSearchParams(search);
  const showAll = params.get('all') === '1';
  const query = buildSearchQuery({ scope: parseScope(params.get('scope')), status, filters: parseFilters(params) }, profile);
  return showAll ? { page: 0, size: ALL_ROWS_SIZE, query } : { page: parsePage(params.get('page')) - 1, size: DEFAULT_PAGE_SIZE, query };
}

/**
 * The `./prefetch` expose's work for the lists: on a page load at a list address it asks for the rows as soon
 * as the profile is known, while the module's code is still on its way. The list screen takes the answer
 * (takeListPrefetch) when it asks for the same page; an address that is not a list starts nothing.
 */
export function startListPrefetch({ services, basePath, pathname, search, cachedProfile }: RemotePrefetchContext): void {
  const start = (profile: User): string | null => {
    const request = listRequestFor(basePath, pathname, search, profile);
    if (!request) return null;
    const answer = services.api.call(endpoints.nd.search, { params: { page: request.page, size: request.size }, query: request.query });
    // A failed prefetch is not an error of its own: the screen then asks again and shows the outcome.
    answer.catch(() => undefined);
    const key = keyOf(request);
    pending.set(key, { userId: profile.id, at: Date.now(), answer });
    return key;
  };
  const { authorized, profile, user } = services.session.get();
  if (!authorized) return;
  if (profile) {
    start(profile);
    return;
  }
  // The profile the shell kept from the last load starts the request now; this load's profile confirms it below.
  const early = cachedProfile && cachedProfile.id === user?.user_id ? { key: start(cachedProfile), userId: cachedProfile.id } : null;
  const stop = services.session.subscribe(() => {
    const snapshot = services.session.get();
    if (!snapshot.authorized || snapshot.profile) {
      stop();
      clearTimeout(timer);
      const confirmed = snapshot.profile;
      const request = confirmed ? listRequestFor(basePath, pathname, search, confirmed) : null;
      const same = early !== null && confirmed?.id === early.userId && request !== null && keyOf(request) === early.key;
      if (same) return;
      // Signed out, another user, or other data (organization, roles changed since): the early answer is dropped.
      if (early?.key) pending.delete(early.key);
      if (confirmed) start(confirmed);
    }
  });
  const timer = setTimeout(stop, PROFILE_WAIT_MS);
}

/** The prefetched answer for exactly this page and user, once; undefined when there is none or it is too old. */
export function takeListPrefetch(request: ListRequest, userId: number | undefined, now = Date.now()): Promise<SearchPage> | undefined {
  const key = keyOf(request);
  const entry = pending.get(key);
  if (!entry) return undefined;
  pending.delete(key);
  return entry.userId === userId && now - entry.at <= PREFETCH_TTL_MS ? entry.answer : undefined;
}

/** Tests start from an empty store. */
export function clearListPrefetch(): void {
  pending.clear();
}
