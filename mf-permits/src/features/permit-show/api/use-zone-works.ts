import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { PERMIT_POLL_MS } from '../../../api/permits/use-permit';

/** Under the permit root ('nd'), so a move anywhere in the portal refreshes it with the permit itself. */
export const zoneWorksKey = (ndId: number) => ['nd', 'zoneWorks', ndId] as const;

/**
 * GET zoneWorks/{ndId}: the other works in the permit's zone and window, each with the SIMOPS decision
 * for the pair. Polled on the permit page like the permit: another start in the zone changes the picture.
 */
export function useZoneWorks(ndId: number | null, options: { poll?: boolean; enabled?: boolean } = {}) {
  const { api } = useServices();
  // `enabled`, not skipToken: a move refreshes every 'nd' query, and a refresh of one held by skipToken runs its
  // missing queryFn (react-query logs it as a configuration error).
  return useQuery({
    queryKey: zoneWorksKey(ndId ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.nd.zoneWorks, { params: { ndId: ndId ?? 0 } }, { signal }),
    enabled: Boolean(ndId) && options.enabled !== false,
    refetchInterval: options.poll ? PERMIT_POLL_MS : false,
  });
}
