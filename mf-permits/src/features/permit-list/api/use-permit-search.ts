import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { endpoints, type NdSearchQueryInput } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

export const PERMIT_SEARCH_KEY = ['nd', 'search'] as const;

/** One page of GET ndSearch; `page` is zero-based on the wire. Without a query (profile not loaded) nothing is sent. */
export function usePermitSearch(page: number, size: number, query: NdSearchQueryInput | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...PERMIT_SEARCH_KEY, page, size, query],
    queryFn: query
      ? ({ signal }) => api.call(endpoints.nd.search, { params: { page, size }, query }, { signal })
      : skipToken,
    // Keeps the previous page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
