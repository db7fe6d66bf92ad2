import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** One notification, every notification about a permit (opening it), or all. */
export type MarkReadTarget = { id: number } | { ndId: number } | { all: true };

/** POST readed ?id=, ?ndId= or ?all=true, then the list is read again (docs/architecture.md «Поведение клиента»). */
export function useMarkRead() {
  const { api, events } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkReadTarget) => api.call(endpoints.notifications.readed, { query: target }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      events.emit(EVENTS.notificationsChanged, undefined);
    },
  });
}
