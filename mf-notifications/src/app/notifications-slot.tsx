import type { RemoteProps } from '@permit/shared-contracts';
import { RemoteProviders } from '@permit/dev-kit/runtime';
import { NotificationBell } from '../features/notification-bell/components/notification-bell';
import { notificationsQueryClient } from './query-client';

export function NotificationsSlot(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={notificationsQueryClient}>
      <NotificationBell />
    </RemoteProviders>
  );
}
