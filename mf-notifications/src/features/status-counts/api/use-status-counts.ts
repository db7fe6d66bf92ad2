import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS, ND_STATUSES, STATUS_COUNT_POLL_MS, type NdStatus } from '@permit/shared-contracts';
import { usePageSettled, useServices, useSession, useShellEvent } from '@permit/dev-kit/runtime';

const COUNT_KEY = ['nd', 'countByStatus'] as const;

export interface StatusCount {
  status: NdStatus;
  /** undefined while loading or after a failed call. */
  count: number | undefined;
}

/** Which counts did not come: none, some (the total is of those that came) or all (there is no total to show). */
export type MissingCounts = 'none' | 'some' | 'all';

export interface StatusCounts {
  counts: StatusCount[];
  /** The sum of the counts that came; undefined while loading and when none came, since 0 would be a false total. */
  total: number | undefined;
  loading: boolean;
  missing: MissingCounts;
  retrying: boolean;
  retry: () => void;
}

/**
 * One countByStatus call per status, polled every 15 s while signed in (docs/architecture.md «Поведение клиента»). The calls go
 * out together and the header takes their answers at once: one render for twelve answers, not twelve renders
 * while the page's own screen is still rendering. A status whose call failed shows no number.
 */
export function useStatusCounts(): StatusCounts {
  const { api } = useServices();
  const { authorized, user } = useSession();
  // Secondary to the page's own content: its first requests go after the page's.
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...COUNT_KEY, user?.user_id ?? null],
    queryFn: async ({ signal }) => {
      const answers = await Promise.allSettled(ND_STATUSES.map((status) => api.call(endpoints.nd.countByStatus, { params: { status } }, { signal })));
      const failure = answers.find((answer) => answer.status === 'rejected');
      if (failure && answers.every((answer) => answer.status === 'rejected')) throw failure.reason;
      return answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : undefined));
    },
    enabled: authorized && settled,
    refetchInterval: authorized ? STATUS_COUNT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  // A permit changed elsewhere in the portal: the counts should not wait for the next 15 s tick.
  useShellEvent(EVENTS.ndChanged, () => {
    void queryClient.invalidateQueries({ queryKey: COUNT_KEY });
  });
  const counts = ND_STATUSES.map((status, index) => ({ status, count: query.data?.[index] }));
  const known = counts.filter((item) => item.count !== undefined);
  // A poll that failed after one that came keeps the last numbers (the next poll asks again in 15 s); only
  // counts that never came are missing.
  const missing: MissingCounts = query.data ? (known.length < counts.length ? 'some' : 'none') : query.isError ? 'all' : 'none';
  return {
    counts,
    total: query.data ? known.reduce((sum, item) => sum + (item.count ?? 0), 0) : undefined,
    loading: query.isPending,
    missing,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
