import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { SIMOPS_QUERY_ROOT } from './use-simops-rules';

/** DELETE /api/simops/delete/{id}: the pair falls back to «Запрещено»; the matrix is read again. */
export function useDeleteSimopsRule() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.simops.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIMOPS_QUERY_ROOT }),
  });
}
