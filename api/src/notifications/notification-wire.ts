import type { Notification } from '@permit/shared-contracts';

/** A notification as the API keeps it (camelCase, like the rows Kysely returns). */
export interface NotificationItem {
  id: number;
  kind: Notification['kind'];
  message: string;
  /** 'YYYY-MM-DD HH:mm:ss' (docs/domain.md «Форматы обмена»). */
  date: string;
  read: boolean;
  ndId: number | null;
}

/** The contract's shape (`readed`, `nd_id`): the spec's wire names stay at the HTTP edge. */
export const toNotificationWire = (n: NotificationItem): Notification => ({
  id: n.id,
  kind: n.kind,
  message: n.message,
  date: n.date,
  readed: n.read,
  nd_id: n.ndId,
});
