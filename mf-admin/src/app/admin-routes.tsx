import type { RemoteProps } from '@permit/shared-contracts';
import { AdminRouteTable } from './admin-route-table';
import { adminQueryClient } from './query-client';
import { RemoteProviders } from './remote-providers';

/** What the shell renders under /admin/*. */
export function AdminRoutes(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={adminQueryClient}>
      <AdminRouteTable />
    </RemoteProviders>
  );
}
