import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { FAVOURITES_KEY } from './use-favourites';

/** POST /api/favouritesNd/save?nd_id=: each change reloads the list (spec section 7). */
export function useAddFavourite() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ndId: number) => api.call(endpoints.favourites.save, { query: { nd_id: ndId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
