import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

export const FAVOURITES_KEY = ['nd', 'favourites'] as const;

/** GET /api/favouritesNd/listAll: the user's favourites; the list rows read it to show each star. */
export function useFavourites() {
  const { api } = useServices();
  return useQuery({
    queryKey: FAVOURITES_KEY,
    queryFn: ({ signal }) => api.call(endpoints.favourites.listAll, {}, { signal }),
  });
}
