import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { usePermitChanged } from '../permits/permit-changed';

/** POST /api/favouritesNd/save?nd_id=: each change reloads the list (docs/architecture.md «Поведение клиента»). */
export function useAddFavourite() {
  const { api } = useServices();
  const permitChanged = usePermitChanged();
  return useMutation({
    mutationFn: (ndId: number) => api.call(endpoints.favourites.save, { query: { nd_id: ndId } }),
    // The star shows in list rows, the permit page and the favourites page alike.
    onSettled: (_data, _error, ndId) => permitChanged(ndId),
  });
}
