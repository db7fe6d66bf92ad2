import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EVENTS } from '@permit/shared-contracts';
import { useServices, useShellEvent } from '@permit/dev-kit/runtime';

/**
 * The root of every query key that shows a permit's state: the list pages ['nd','search',…], a permit
 * ['nd','detail',id], its route history ['nd','routes',id], favourites ['nd','favourites'] and «Мои задачи»
 * ['nd','worklist']. A new permit-related query joins the refresh below simply by starting its key with 'nd';
 * lookups (catalogues, people) live under 'lookups' and are not touched.
 */
export const PERMIT_QUERY_ROOT = ['nd'] as const;

/**
 * Marks every permit query stale: the ones on screen refetch now, the others on their next mount, so no view
 * shows a status older than the change. `cancelRefetch: false` lets a refetch already under way finish instead
 * of starting it again when the same change is heard twice (the mutation here and the event bus).
 */
export function invalidatePermitQueries(queryClient: QueryClient, options: { cancelRefetch?: boolean } = {}): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PERMIT_QUERY_ROOT }, { cancelRefetch: options.cancelRefetch ?? true });
}

/**
 * After a save, move, file change or favourite: refresh this remote's permit views and tell the rest of the
 * portal (status counts, the bell) through the shell's event bus. Resolves once the views on screen reloaded.
 */
export function usePermitChanged(): (ndId?: number) => Promise<void> {
  const { events } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    (ndId?: number) => {
      const done = invalidatePermitQueries(queryClient);
      events.emit(EVENTS.ndChanged, ndId === undefined ? {} : { ndId });
      return done;
    },
    [events, queryClient],
  );
}

/** A change announced anywhere in the portal (another remote included) refreshes this remote's permit views. */
export function useRefreshOnPermitChanged(): void {
  const queryClient = useQueryClient();
  useShellEvent(EVENTS.ndChanged, () => {
    void invalidatePermitQueries(queryClient, { cancelRefetch: false });
  });
}
