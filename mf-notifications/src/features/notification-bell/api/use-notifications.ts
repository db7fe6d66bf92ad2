import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS, NOTIFICATIONS_LIST_SIZE, NOTIFICATIONS_POLL_MS } from '@permit/shared-contracts';
import { usePageSettled, useServices, useSession, useShellEvent } from '@permit/dev-kit/runtime';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** The user's notifications, polled every 5 s only while signed in (docs/architecture.md «Поведение клиента»). */
export function useNotifications() {
  const { api } = useServices();
  const { authorized, user } = useSession();
  // Secondary to the page's own content: its first requests go after the page's.
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  // Read elsewhere (a permit page marks its notifications read) or a permit moved: no waiting for the next poll.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  useShellEvent(EVENTS.notificationsChanged, refresh);
  useShellEvent(EVENTS.ndChanged, refresh);
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, user?.user_id ?? null],
    queryFn: ({ signal }) => api.call(endpoints.notifications.list, { params: { page: 0, size: NOTIFICATIONS_LIST_SIZE } }, { signal }),
    enabled: authorized && settled,
    refetchInterval: authorized ? NOTIFICATIONS_POLL_MS : false,
    // Polled whenever the user is signed in, not only while the tab is visible.
    refetchIntervalInBackground: true,
  });
}
