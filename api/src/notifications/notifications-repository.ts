import type { Notification } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { idsTable, paged, toSpacedDateTime } from '../db/kysely-sql';
import type { PageWindow } from '../db/sql';
import type { NotificationItem } from './notification-wire';

export async function listNotifications(db: Db, userId: number, window: PageWindow): Promise<NotificationItem[]> {
  return kysely(db)
    .selectFrom('notification')
    .select((eb) => ['id', 'kind', 'message', toSpacedDateTime(eb.ref('created')).as('date'), 'readed as read', 'ndId'])
    .where('userId', '=', userId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .$call(paged(window))
    .execute();
}

/** Marks one of the user's notifications read; false when the id is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await kysely(db)
    .updateTable('notification')
    .set({ readed: true })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Marks all of the user's unread notifications about one permit read. */
export async function markNdRead(db: Db, userId: number, ndId: number): Promise<void> {
  await kysely(db)
    .updateTable('notification')
    .set({ readed: true })
    .where('userId', '=', userId)
    .where('ndId', '=', ndId)
    .where((eb) => eb.not(eb.ref('readed')))
    .execute();
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await kysely(db)
    .updateTable('notification')
    .set({ readed: true })
    .where('userId', '=', userId)
    .where((eb) => eb.not(eb.ref('readed')))
    .execute();
}

export interface NewNotification {
  userId: number;
  ndId: number | null;
  kind: Notification['kind'];
  message: string;
}

export async function insertNotification(db: Db, n: NewNotification): Promise<number> {
  const row = await kysely(db)
    .insertInto('notification')
    .values({ userId: n.userId, ndId: n.ndId, kind: n.kind, message: n.message })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One notification of `kind` about a permit to each user (set-based; no users, no rows). */
export async function notifyUsers(db: Db, userIds: readonly number[], ndId: number, kind: Notification['kind'], message: string): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await kysely(db)
    .insertInto('notification')
    .columns(['userId', 'ndId', 'kind', 'message'])
    .expression((eb) =>
      eb
        .selectFrom(idsTable(unique))
        .select((s) => [s.ref('ids.id').as('userId'), s.val(ndId).as('ndId'), s.val(kind).as('kind'), s.val(message).as('message')]),
    )
    .execute();
}
