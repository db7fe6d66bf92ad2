import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS, STATUS_COUNT_POLL_MS } from '@permit/shared-contracts';
import { usePageSettled, useServices, useSession, useShellEvent } from '@permit/dev-kit/runtime';

const MY_TASKS_KEY = ['nd', 'worklist', 'total'] as const;

/**
 * The signed-in user's «Мои задачи» count: the worklist's total, computed by the server from the same
 * transition table the workflow uses. Polled like the status counts and refetched at once when any part
 * of the portal announces a permit change. undefined while loading or after a failed call.
 */
export function useMyTaskCount(): number | undefined {
  const { api } = useServices();
  const { authorized, user } = useSession();
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...MY_TASKS_KEY, user?.user_id ?? null],
    queryFn: async ({ signal }) => (await api.call(endpoints.nd.worklist, {}, { signal })).total,
    enabled: authorized && settled,
    refetchInterval: authorized ? STATUS_COUNT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  useShellEvent(EVENTS.ndChanged, () => {
    void queryClient.invalidateQueries({ queryKey: MY_TASKS_KEY });
  });
  return query.isSuccess ? query.data : undefined;
}
