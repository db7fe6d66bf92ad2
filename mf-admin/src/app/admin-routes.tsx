import type { RemoteProps } from '@permit/shared-contracts';
import { RemoteProviders } from '@permit/dev-kit/runtime';
import { AdminRouteTable } from './admin-route-table';
import { adminQueryClient } from './query-client';

/** What the shell renders under /admin/*. */
export function AdminRoutes(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={adminQueryClient}>
      <AdminRouteTable />
    </RemoteProviders>
  );
}
