import type { RemoteProps } from '@permit/shared-contracts';
import { StatusCounts } from '../features/status-counts/components/status-counts';
import { notificationsQueryClient } from './query-client';
import { RemoteProviders } from './remote-providers';

export function StatusCountsSlot(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={notificationsQueryClient}>
      <StatusCounts />
    </RemoteProviders>
  );
}
