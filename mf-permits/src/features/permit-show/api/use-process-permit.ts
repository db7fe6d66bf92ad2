import { useMutation } from '@tanstack/react-query';
import { endpoints, type ProcessingRequest } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { usePermitChanged } from '../../../api/permits/permit-changed';

/**
 * POST processingND. `true` is done: every view of the permit reloads (docs/architecture.md «Поведение клиента») and the
 * portal hears of it; `false` is a refusal (a conflicting work in the zone), which the caller shows.
 */
export function useProcessPermit() {
  const { api } = useServices();
  const permitChanged = usePermitChanged();
  return useMutation({
    mutationFn: (body: ProcessingRequest) => api.call(endpoints.nd.processing, { body }),
    onSuccess: async (done, body) => {
      if (done) await permitChanged(body.ndId);
    },
  });
}
