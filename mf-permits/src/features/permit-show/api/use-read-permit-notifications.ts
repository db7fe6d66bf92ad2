import { useEffect } from 'react';
import { endpoints, EVENTS } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

/**
 * Opening a permit reads what the user was told about it: POST readed?ndId= marks his notifications of this
 * permit read, then the bell hears of it. A POST of its own rather than a side effect of getNdById, because
 * that GET is also polled, printed and loaded by the edit form. A failure here is harmless: the bell keeps
 * them unread and the user can still read them there.
 */
export function useReadPermitNotifications(ndId: number | null, ready: boolean): void {
  const { api, events } = useServices();
  useEffect(() => {
    if (ndId === null || !ready) return;
    api
      .call(endpoints.notifications.readed, { query: { ndId } })
      .then(() => events.emit(EVENTS.notificationsChanged, undefined))
      .catch(() => undefined);
  }, [api, events, ndId, ready]);
}
