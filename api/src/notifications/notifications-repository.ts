import type { Notification } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { spacedDateTime, type PageWindow } from '../db/sql';

export async function listNotifications(db: Db, userId: number, window: PageWindow): Promise<Notification[]> {
  const { rows } = await db.query<Notification>(
    `select id, kind, message, ${spacedDateTime('created')} as date, readed, nd_id
       from notification where user_id = $1
      order by created desc, id desc
      limit $2::bigint offset $3::bigint`,
    [userId, window.limit, window.offset],
  );
  return rows;
}

/** Marks one of the user's notifications read; false when the id is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'update notification set readed = true where id = $1 and user_id = $2 returning id',
    [id, userId],
  );
  return rows.length > 0;
}

/** Marks all of the user's unread notifications about one permit read. */
export async function markNdRead(db: Db, userId: number, ndId: number): Promise<void> {
  await db.query('update notification set readed = true where user_id = $1 and nd_id = $2 and not readed', [userId, ndId]);
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.query('update notification set readed = true where user_id = $1 and not readed', [userId]);
}

export interface NewNotification {
  userId: number;
  ndId: number | null;
  kind: Notification['kind'];
  message: string;
}

export async function insertNotification(db: Db, n: NewNotification): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into notification (user_id, nd_id, kind, message) values ($1, $2, $3, $4) returning id',
    [n.userId, n.ndId, n.kind, n.message],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no id');
  return id;
}

/** One notification of `kind` about a permit to each user (set-based; no users, no rows). */
export async function notifyUsers(db: Db, userIds: readonly number[], ndId: number, kind: Notification['kind'], message: string): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await db.query(
    'insert into notification (user_id, nd_id, kind, message) select u, $2, $3, $4 from unnest($1::int[]) as u',
    [unique, ndId, kind, message],
  );
}
