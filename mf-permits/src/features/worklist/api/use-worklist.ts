import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS } from '@permit/shared-contracts';
import { useServices, useShellEvent } from '@permit/dev-kit/runtime';

export const WORKLIST_KEY = ['nd', 'worklist'] as const;

/** GET worklist («Мои задачи»); a permit saved or moved anywhere in the portal makes it stale. */
export function useWorklist() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  useShellEvent(EVENTS.ndChanged, () => {
    void queryClient.invalidateQueries({ queryKey: WORKLIST_KEY });
  });
  return useQuery({ queryKey: WORKLIST_KEY, queryFn: ({ signal }) => api.call(endpoints.nd.worklist, {}, { signal }) });
}
