import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** Employees of the chosen organization, or everyone while none is chosen. */
export function useEmployees(organizationId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', 'employees', organizationId],
    queryFn: ({ signal }) =>
      organizationId
        ? api.call(endpoints.users.getUserByOrganizationId, { params: { organizationId } }, { signal })
        : api.call(endpoints.users.listAll, {}, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}
