import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { SIMOPS_QUERY_ROOT } from './use-simops-rules';

/** The permit types a pair is made of, for the form's two selects. */
export function usePermitTypes() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...SIMOPS_QUERY_ROOT, 'types'],
    queryFn: ({ signal }) => api.call(endpoints.catalogues.typeNd.listAll, {}, { signal }),
  });
}
