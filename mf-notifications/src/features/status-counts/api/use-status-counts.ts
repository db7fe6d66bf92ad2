import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS, ND_STATUSES, STATUS_COUNT_POLL_MS, type NdStatus } from '@permit/shared-contracts';
import { usePageSettled, useServices, useSession, useShellEvent } from '@permit/dev-kit/runtime';

const COUNT_KEY = ['nd', 'countsByStatus'] as const;

export interface StatusCount {
  status: NdStatus;
  /** undefined while loading or when no count came. */
  count: number | undefined;
}

export interface StatusCounts {
  counts: StatusCount[];
  /**
   * The sum of the counts; undefined while loading and when none came (the first poll failed), since 0 would be
   * a false total. A poll that fails after one that came keeps the last numbers.
   */
  total: number | undefined;
  loading: boolean;
  retrying: boolean;
  retry: () => void;
}

/**
 * Every status's count in one countsByStatus call, polled every 15 s while signed in (docs/architecture.md
 * «Поведение клиента»). A poll that fails after one that came keeps the last numbers until the next tick;
 * before any came, the header says the counts are missing rather than show a made-up 0.
 */
export function useStatusCounts(): StatusCounts {
  const { api } = useServices();
  const { authorized, user } = useSession();
  // Secondary to the page's own content: its first requests go after the page's.
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...COUNT_KEY, user?.user_id ?? null],
    queryFn: ({ signal }) => api.call(endpoints.nd.countsByStatus, {}, { signal }),
    enabled: authorized && settled,
    refetchInterval: authorized ? STATUS_COUNT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  // A permit changed elsewhere in the portal: the counts should not wait for the next 15 s tick.
  useShellEvent(EVENTS.ndChanged, () => {
    void queryClient.invalidateQueries({ queryKey: COUNT_KEY });
  });
  const counts = ND_STATUSES.map((status) => ({ status, count: query.data?.[status] }));
  return {
    counts,
    total: query.data ? counts.reduce((sum, item) => sum + (item.count ?? 0), 0) : undefined,
    loading: query.isPending,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
