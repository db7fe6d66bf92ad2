import { useMemo } from 'react';
import { useFavourites } from './use-favourites';

/** The favourites as a set of permit ids for the list's stars; undefined until known (or when the list fails). */
export function useFavouriteIds(): ReadonlySet<number> | undefined {
  const favourites = useFavourites();
  return useMemo(() => (favourites.data ? new Set(favourites.data.map((f) => f.nd_detail.id)) : undefined), [favourites.data]);
}
