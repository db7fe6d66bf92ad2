import { useQueryClient } from '@tanstack/react-query';
import { EVENTS } from '@permit/shared-contracts';
import { useShellEvent } from '@permit/dev-kit/runtime';
import { PERMIT_SEARCH_KEY } from './use-permit-search';

/** A permit saved or moved anywhere in the portal makes every cached list page stale. */
export function useRefetchOnNdChanged(): void {
  const queryClient = useQueryClient();
  useShellEvent(EVENTS.ndChanged, () => {
    void queryClient.invalidateQueries({ queryKey: PERMIT_SEARCH_KEY });
  });
}
