import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** Sections of the chosen organization, or all sections while none is chosen. */
export function useSectionsByOrganization(organizationId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', 'sections', organizationId],
    queryFn: ({ signal }) =>
      organizationId
        ? api.call(endpoints.lookups.sectionsByOrganization, { params: { id: organizationId } }, { signal })
        : api.call(endpoints.catalogues.sections.listAll, {}, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}
