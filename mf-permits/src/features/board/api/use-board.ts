import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BOARD_REFRESH_MS, endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

export interface BoardFilters {
  /** 0: any. */
  place: number;
  type: number;
  organization: number;
}

/**
 * GET /api/board for the filters. The key starts with 'nd', so the user's own saves and moves (and those
 * announced by other remotes) refresh it at once like every permit view (api/permits/permit-changed.ts);
 * others' moves arrive by polling every 15 s, which react-query pauses while the tab is hidden.
 */
export function useBoard(filters: BoardFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['nd', 'board', filters],
    queryFn: ({ signal }) => api.call(endpoints.board.get, { query: filters }, { signal }),
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    // A filter change keeps the previous board on screen until the new one arrives, instead of a blank.
    placeholderData: keepPreviousData,
    // Off until the place is known (the default place comes from the place list).
    enabled,
  });
}
