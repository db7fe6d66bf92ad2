import { skipToken, useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { PERMIT_POLL_MS } from '../../../api/permits/use-permit';

export const routeHistoryKey = (ndId: number) => ['nd', 'routes', ndId] as const;

/** GET /api/routes/listAll/{ndId}: who moved the permit, when, and with what comment. */
export function useRouteHistory(ndId: number | null, options: { poll?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: routeHistoryKey(ndId ?? 0),
    queryFn: ndId ? ({ signal }) => api.call(endpoints.nd.routes, { params: { ndId } }, { signal }) : skipToken,
    refetchInterval: options.poll ? PERMIT_POLL_MS : false,
  });
}
