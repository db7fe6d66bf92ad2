import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

/** GET /api/users/listAllByRole/CREATOR: the creator filter's options. */
export function useCreators({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['lookups', 'users', 'CREATOR'],
    queryFn: ({ signal }) => api.call(endpoints.users.listAllByRole, { params: { role: 'CREATOR' } }, { signal }),
    staleTime: LOOKUP_STALE_TIME_MS,
    enabled,
  });
}
