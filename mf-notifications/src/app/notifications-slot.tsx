import type { RemoteProps } from '@permit/shared-contracts';
import { NotificationBell } from '../features/notification-bell/components/notification-bell';
import { notificationsQueryClient } from './query-client';
import { RemoteProviders } from './remote-providers';

export function NotificationsSlot(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={notificationsQueryClient}>
      <NotificationBell />
    </RemoteProviders>
  );
}
