import type { RemoteProps } from '@permit/shared-contracts';
import { PermitRouteTable } from './permit-route-table';
import { permitsQueryClient } from './query-client';
import { RemoteProviders } from './remote-providers';

/** What the shell renders under /nd/*. */
export function PermitsRoutes(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={permitsQueryClient}>
      <PermitRouteTable />
    </RemoteProviders>
  );
}
