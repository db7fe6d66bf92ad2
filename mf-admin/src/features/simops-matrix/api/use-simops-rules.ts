import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

/** Root of the matrix's cached reads: a save or a delete drops them all. */
export const SIMOPS_QUERY_ROOT = ['simops'] as const;

/** GET /api/simops/listAll: the whole matrix (a few dozen pairs at most, so no paging). */
export function useSimopsRules() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...SIMOPS_QUERY_ROOT, 'rules'],
    queryFn: ({ signal }) => api.call(endpoints.simops.listAll, {}, { signal }),
  });
}
