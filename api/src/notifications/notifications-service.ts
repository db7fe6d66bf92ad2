import { API_MESSAGES } from '../http/api-messages';
import type { Notification } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { pageWindow } from '../db/sql';
import { badRequest, notFound } from '../http/errors';
import { toNotificationWire } from './notification-wire';
import { listNotifications, markAllRead, markNdRead, markRead } from './notifications-repository';

export interface NotificationsService {
  list(caller: AuthUser, page: number, size: number): Promise<Notification[]>;
  markRead(caller: AuthUser, target: { id?: number; ndId?: number; all?: boolean }): Promise<{ ok: true }>;
}

/** Notifications are personal: every read and write is confined to the caller's own rows. */
export function createNotificationsService(db: Db): NotificationsService {
  return {
    list: async (caller, page, size) => (await listNotifications(db, caller.id, pageWindow(page, size))).map(toNotificationWire),
    async markRead(caller, target) {
      if (target.all === true) {
        await markAllRead(db, caller.id);
        return { ok: true };
      }
      if (target.ndId !== undefined) {
        // Opening a permit reads what the caller was told about it. Only the caller's own rows change, so a
        // permit he cannot see (or that does not exist) simply has nothing to mark: the same answer, no leak.
        await markNdRead(db, caller.id, target.ndId);
        return { ok: true };
      }
      if (target.id === undefined) throw badRequest(API_MESSAGES.notificationTarget);
      // Someone else's notification answers exactly like a missing one.
      if (!(await markRead(db, caller.id, target.id))) throw notFound();
      return { ok: true };
    },
  };
}
