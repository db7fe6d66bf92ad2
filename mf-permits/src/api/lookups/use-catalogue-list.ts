import { useQuery } from '@tanstack/react-query';
import { catalogueEndpoints, type CatalogueArea } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** GET /api/{area}/listAll: a whole reference list, for the filter bar and the form's selects. */
export function useCatalogueList<A extends CatalogueArea>(area: A, { enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', area],
    queryFn: ({ signal }) => api.call(catalogueEndpoints[area].listAll, {}, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
    enabled,
  });
}
