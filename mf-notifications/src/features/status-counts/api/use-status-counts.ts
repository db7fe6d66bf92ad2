import { useQueries, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS, ND_STATUSES, STATUS_COUNT_POLL_MS, type NdStatus } from '@permit/shared-contracts';
import { usePageSettled, useServices, useSession, useShellEvent } from '@permit/dev-kit/runtime';

const COUNT_KEY = ['nd', 'countByStatus'] as const;

export interface StatusCount {
  status: NdStatus;
  /** undefined while loading or after a failed call. */
  count: number | undefined;
}

/** One countByStatus call per status, polled every 15 s while signed in (spec sections 7 and 9). */
export function useStatusCounts(): { counts: StatusCount[]; total: number; loading: boolean; failed: boolean } {
  const { api } = useServices();
  const { authorized, user } = useSession();
  // Secondary to the page's own content: its first requests go after the page's.
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: ND_STATUSES.map((status) => ({
      queryKey: [...COUNT_KEY, user?.user_id ?? null, status],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.call(endpoints.nd.countByStatus, { params: { status } }, { signal }),
      enabled: authorized && settled,
      refetchInterval: authorized ? STATUS_COUNT_POLL_MS : false,
      refetchIntervalInBackground: true,
    })),
  });
  // A permit changed elsewhere in the portal: the counts should not wait for the next 15 s tick.
  useShellEvent(EVENTS.ndChanged, () => {
    void queryClient.invalidateQueries({ queryKey: COUNT_KEY });
  });
  const counts = ND_STATUSES.map((status, index) => ({ status, count: results[index]?.data }));
  return {
    counts,
    total: counts.reduce((sum, item) => sum + (item.count ?? 0), 0),
    loading: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
  };
}
