import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { usePermitChanged } from '../permits/permit-changed';

/** DELETE /api/favouritesNd/delete/{ndId}: the contract keys favourites by the permit's id. */
export function useRemoveFavourite() {
  const { api } = useServices();
  const permitChanged = usePermitChanged();
  return useMutation({
    mutationFn: (ndId: number) => api.call(endpoints.favourites.delete, { params: { id: ndId } }),
    // The star shows in list rows, the permit page and the favourites page alike.
    onSettled: (_data, _error, ndId) => permitChanged(ndId),
  });
}
