import type { RemoteProps } from '@permit/shared-contracts';
import { RemoteProviders } from '@permit/dev-kit/runtime';
import { PermitRouteTable } from './permit-route-table';
import { permitsQueryClient } from './query-client';

/** What the shell renders under /nd/*. */
export function PermitsRoutes(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={permitsQueryClient}>
      <PermitRouteTable />
    </RemoteProviders>
  );
}
