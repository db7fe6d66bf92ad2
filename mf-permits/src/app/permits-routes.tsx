import type { RemoteProps } from '@permit/shared-contracts';
import { RemoteProviders } from '@permit/dev-kit/runtime';
import { useRefreshOnPermitChanged } from '../api/permits/permit-changed';
import { PermitRouteTable } from './permit-route-table';
import { permitsQueryClient } from './query-client';

/** Listens for the whole remote: a permit changed anywhere (another remote too) refreshes every permit view. */
function PermitChangeListener() {
  useRefreshOnPermitChanged();
  return null;
}

/** What the shell renders under /nd/*. */
export function PermitsRoutes(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={permitsQueryClient}>
      <PermitChangeListener />
      <PermitRouteTable />
    </RemoteProviders>
  );
}
