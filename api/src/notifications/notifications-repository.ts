import type { Notification } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
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

// Every move notifies: the insert is built once, then only executed (docs/performance.md).
const statements = compiledStatements(1);

/** One notification of `kind` about a permit to each user (set-based; no users, no rows). */
export async function notifyUsers(db: Db, userIds: readonly number[], ndId: number, kind: Notification['kind'], message: string): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  // One statement for any number of users: the ids go as one array.
  await statements(db, 'notify', { ids: unique, ndId, kind, message }, (q) =>
    q
      .insertInto('notification')
      .columns(['userId', 'ndId', 'kind', 'message'])
      .expression((eb) =>
        eb
          .selectFrom(idsTable(slot<number[]>('ids')))
          .select((s) => [
            s.ref('ids.id').as('userId'),
            s.val(slot<number>('ndId')).as('ndId'),
            s.val(slot<Notification['kind']>('kind')).as('kind'),
            s.val(slot<string>('message')).as('message'),
          ]),
      ),
  );
}
