import type { RemoteProps } from '@permit/shared-contracts';
import { RemoteProviders } from '@permit/dev-kit/runtime';
import { StatusCounts } from '../features/status-counts/components/status-counts';
import { notificationsQueryClient } from './query-client';

export function StatusCountsSlot(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={notificationsQueryClient}>
      <StatusCounts />
    </RemoteProviders>
  );
}
