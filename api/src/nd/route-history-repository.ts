import type { NdStatus } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
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

// Written by every move: built once, then only executed (docs/performance.md).
const statements = compiledStatements(1);

export async function insertHistory(db: Db, e: HistoryEntry): Promise<void> {
  const values = { ndId: e.ndId, userId: e.userId, statusFrom: e.from, statusTo: e.to, step: e.step ?? null, comment: e.comment ?? '' };
  await statements(db, 'insert', values, (q) =>
    q.insertInto('routeHistory').values({
      ndId: slot<number>('ndId'),
      userId: slot<number | null>('userId'),
      statusFrom: slot<NdStatus | null>('statusFrom'),
      statusTo: slot<NdStatus>('statusTo'),
      step: slot<string | null>('step'),
      comment: slot<string>('comment'),
    }),
  );
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
