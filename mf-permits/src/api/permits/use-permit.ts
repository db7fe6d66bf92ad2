import { skipToken, useQuery } from '@tanstack/react-query';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

export const permitKey = (id: number) => ['nd', 'detail', id] as const;

/** An open permit page reads the permit again this often, so moves made by others show within 15 s. */
export const PERMIT_POLL_MS = 10_000;

/**
 * GET getNdById/{id}; an id that is not a positive number (a bad link) asks for nothing. `poll` is for the
 * permit page only: a form never polls, whatever the user is typing stays theirs.
 */
export function usePermit(id: number | null, options: { poll?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: permitKey(id ?? 0),
    queryFn: id ? ({ signal }) => api.call(endpoints.nd.getById, { params: { id } }, { signal }) : skipToken,
    refetchInterval: options.poll ? PERMIT_POLL_MS : false,
  });
}
