import { skipToken, useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

export const permitKey = (id: number) => ['nd', 'detail', id] as const;

/** GET getNdById/{id}; an id that is not a positive number (a bad link) asks for nothing. */
export function usePermit(id: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: permitKey(id ?? 0),
    queryFn: id ? ({ signal }) => api.call(endpoints.nd.getById, { params: { id } }, { signal }) : skipToken,
  });
}
