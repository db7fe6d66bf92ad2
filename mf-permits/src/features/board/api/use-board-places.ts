import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

/**
 * GET /api/board/places: the place picker of «Доска работ» (docs/board.md), asked once per opening of the
 * board. Its key starts with 'nd' like the board's, so the user's own changes refresh the counts too.
 */
export function useBoardPlaces() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['nd', 'board-places'],
    queryFn: ({ signal }) => api.call(endpoints.board.places, { query: {} }, { signal }),
  });
}
