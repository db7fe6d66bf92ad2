import { useRefreshOnPermitChanged } from '../../../api/permits/permit-changed';

/** A permit saved or moved anywhere in the portal makes every cached permit view stale, list pages included. */
export function useRefetchOnNdChanged(): void {
  useRefreshOnPermitChanged();
}
