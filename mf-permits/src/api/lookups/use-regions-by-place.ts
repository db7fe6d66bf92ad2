import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** Zones of the chosen place, or all zones while no place is chosen. */
export function useRegionsByPlace(placeId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', 'regions', placeId],
    queryFn: ({ signal }) =>
      placeId
        ? api.call(endpoints.lookups.regionsByPlace, { params: { placeId } }, { signal })
        : api.call(endpoints.catalogues.regionWorks.listAll, {}, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}
