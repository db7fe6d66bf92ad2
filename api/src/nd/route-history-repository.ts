import type { NdStatus, RouteHistory } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { isoDateTime, userRefJson } from '../db/sql';

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
  await db.query(
    'insert into route_history (nd_id, user_id, status_from, status_to, step, comment) values ($1, $2, $3, $4, $5, $6)',
    [e.ndId, e.userId, e.from, e.to, e.step ?? null, e.comment ?? ''],
  );
}

/** GET /api/routes/listAll/{ndId}: oldest first. */
export async function listHistory(db: Db, ndId: number): Promise<RouteHistory[]> {
  const { rows } = await db.query<RouteHistory>(
    `select h.id, h.nd_id, h.status_from, h.status_to, h.step, h.comment, ${isoDateTime('h.date')} as date,
            case when u.id is null then null else ${userRefJson('u')} end as user_detail
       from route_history h left join app_user u on u.id = h.user_id
      where h.nd_id = $1
      order by h.date, h.id`,
    [ndId],
  );
  return rows;
}
