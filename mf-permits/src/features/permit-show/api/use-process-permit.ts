import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS, type ProcessingRequest } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { permitKey } from '../../../api/permits/use-permit';
import { routeHistoryKey } from './use-route-history';

/**
 * POST processingND. `true` is done: the permit and its history reload (spec section 4) and the portal
 * hears of it; `false` is a refusal (a conflicting work in the zone), which the caller shows.
 */
export function useProcessPermit() {
  const { api, events } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessingRequest) => api.call(endpoints.nd.processing, { body }),
    onSuccess: async (done, body) => {
      if (!done) return;
      events.emit(EVENTS.ndChanged, { ndId: body.ndId });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: permitKey(body.ndId) }),
        queryClient.invalidateQueries({ queryKey: routeHistoryKey(body.ndId) }),
      ]);
    },
  });
}
