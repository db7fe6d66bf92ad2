import { useMutation } from '@tanstack/react-query';
import { endpoints, type NdSaveInput } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

/** POST create_nd: returns the saved permit, whose id the file uploads then use (docs/domain.md «Решения портала…»). */
export function useSavePermit() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: NdSaveInput) => api.call(endpoints.nd.save, { body }),
  });
}
