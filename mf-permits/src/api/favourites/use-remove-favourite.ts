import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { FAVOURITES_KEY } from './use-favourites';

/** DELETE /api/favouritesNd/delete/{ndId}: the contract keys favourites by the permit's id. */
export function useRemoveFavourite() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ndId: number) => api.call(endpoints.favourites.delete, { params: { id: ndId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
