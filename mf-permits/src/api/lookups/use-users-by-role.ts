import { useQuery } from '@tanstack/react-query';
import { endpoints, type RoleName } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** GET listAllByRole/{role}: the users of the caller's organization who hold the role. */
export function useUsersByRole(role: RoleName) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', 'users-by-role', role],
    queryFn: ({ signal }) => api.call(endpoints.users.listAllByRole, { params: { role } }, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}
