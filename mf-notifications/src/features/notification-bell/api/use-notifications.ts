import { useQuery } from '@tanstack/react-query';
import { endpoints, NOTIFICATIONS_LIST_SIZE, NOTIFICATIONS_POLL_MS } from '@permit/shared-contracts';
import { usePageSettled, useServices, useSession } from '@permit/dev-kit/runtime';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** The user's notifications, polled every 5 s only while signed in (spec sections 7 and 9). */
export function useNotifications() {
  const { api } = useServices();
  const { authorized, user } = useSession();
  // Secondary to the page's own content: its first requests go after the page's.
  const settled = usePageSettled();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, user?.user_id ?? null],
    queryFn: ({ signal }) =>
      api.call(endpoints.notifications.list, { params: { page: 0, size: NOTIFICATIONS_LIST_SIZE } }, { signal }),
    enabled: authorized && settled,
    refetchInterval: authorized ? NOTIFICATIONS_POLL_MS : false,
    // The spec polls whenever the user is signed in, not only while the tab is visible.
    refetchIntervalInBackground: true,
  });
}
