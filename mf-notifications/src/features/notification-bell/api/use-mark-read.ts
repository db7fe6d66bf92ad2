import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, EVENTS } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { NOTIFICATIONS_KEY } from './notification-keys';

export type MarkReadTarget = { id: number } | { all: true };

/** POST readed ?id= or ?all=true, then the list is read again (spec section 7). */
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
