import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type NdSearchQueryInput } from '@permit/shared-contracts';
import { useServices, useSession } from '@permit/dev-kit/runtime';
import { takeListPrefetch } from './list-prefetch';

export const PERMIT_SEARCH_KEY = ['nd', 'search'] as const;

/** One page of GET ndSearch; `page` is zero-based on the wire. Without a query (profile not loaded) nothing is sent. */
export function usePermitSearch(page: number, size: number, query: NdSearchQueryInput | null) {
  const { api } = useServices();
  const { profile } = useSession();
  const client = useQueryClient();
  const queryKey = [...PERMIT_SEARCH_KEY, page, size, query];
  const queryFn = query
    ? ({ signal }: { signal: AbortSignal }) => api.call(endpoints.nd.search, { params: { page, size }, query }, { signal })
    : skipToken;
  if (queryFn !== skipToken && query && !client.getQueryState(queryKey)) {
    // The shell's page load may have asked for this very page already (the `./prefetch` expose, list-prefetch.ts),
    // while this code was loading; a failed early answer is asked for again.
    const early = takeListPrefetch({ page, size, query }, profile?.id);
    // useQuery asks once the whole screen (filter bar, table) has rendered and committed; asking during
    // this render lets the server look for the rows meanwhile (react-query's usePrefetchQuery does the same).
    void client.prefetchQuery({ queryKey, queryFn: early ? (context) => early.catch(() => queryFn(context)) : queryFn });
  }
  return useQuery({
    queryKey,
    queryFn,
    // Keeps the previous page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
