import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SimopsRuleSave } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { SIMOPS_QUERY_ROOT } from './use-simops-rules';

/** POST /api/simops/save (create without id, update with it), then the matrix is read again. */
export function useSaveSimopsRule() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SimopsRuleSave) => api.call(endpoints.simops.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIMOPS_QUERY_ROOT }),
  });
}
