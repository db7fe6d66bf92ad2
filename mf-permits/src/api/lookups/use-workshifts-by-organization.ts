import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** Work shifts of the chosen organization, or all shifts while none is chosen. */
export function useWorkshiftsByOrganization(organizationId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', 'workshifts', organizationId],
    queryFn: ({ signal }) =>
      organizationId
        ? api.call(endpoints.lookups.workshiftsByOrganization, { params: { organizationId } }, { signal })
        : api.call(endpoints.catalogues.workshifts.listAll, {}, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}
