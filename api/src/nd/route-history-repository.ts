import type { NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { toIsoDateTime, userRefById } from '../db/kysely-sql';
import type { RouteHistoryItem } from './route-history-wire';

export interface HistoryEntry {
  ndId: number;
  /** null: the server's own move (expiry). */
  userId: number | null;
  from: NdStatus | null;
  to: NdStatus;
  step?: string | null;
  comment?: string;
}

export async function insertHistory(db: Db, e: HistoryEntry): Promise<void> {
  await kysely(db)
    .insertInto('routeHistory')
    .values({ ndId: e.ndId, userId: e.userId, statusFrom: e.from, statusTo: e.to, step: e.step ?? null, comment: e.comment ?? '' })
    .execute();
}

/** GET /api/routes/listAll/{ndId}: oldest first. */
export async function listHistory(db: Db, ndId: number): Promise<RouteHistoryItem[]> {
  return kysely(db)
    .selectFrom('routeHistory as h')
    .select((eb) => [
      'h.id',
      'h.ndId',
      'h.statusFrom',
      'h.statusTo',
      'h.step',
      'h.comment',
      toIsoDateTime(eb.ref('h.date')).as('date'),
      userRefById(eb.ref('h.userId')).as('user'),
    ])
    .where('h.ndId', '=', ndId)
    .orderBy('h.date')
    .orderBy('h.id')
    .execute();
}
