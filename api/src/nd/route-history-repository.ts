import type { NdStatus, RouteHistory } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { toIsoDateTime, userRefById } from '../db/kysely-sql';

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
    .insertInto('route_history')
    .values({ nd_id: e.ndId, user_id: e.userId, status_from: e.from, status_to: e.to, step: e.step ?? null, comment: e.comment ?? '' })
    .execute();
}

/** GET /api/routes/listAll/{ndId}: oldest first. */
export async function listHistory(db: Db, ndId: number): Promise<RouteHistory[]> {
  return kysely(db)
    .selectFrom('route_history as h')
    .select((eb) => [
      'h.id',
      'h.nd_id',
      'h.status_from',
      'h.status_to',
      'h.step',
      'h.comment',
      toIsoDateTime(eb.ref('h.date')).as('date'),
      userRefById(eb.ref('h.user_id')).as('user_detail'),
    ])
    .where('h.nd_id', '=', ndId)
    .orderBy('h.date')
    .orderBy('h.id')
    .execute();
}
