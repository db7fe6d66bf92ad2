import { sql } from 'kysely';
import type { BoardPlaceChoice, BoardPlacesQuery, BoardStatus } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { overlapsWindow, statuses, windowColumns } from './board-repository';

/** One shape: built and compiled once, then only executed. */
const execute = compiledStatements(1);

const IN_WORK: BoardStatus = 'IN_WORK';

/**
 * The place picker of «Доска работ» (docs/board.md): the places where the organization has a permit on the
 * board in the window — the same rule as the board's `boardPlace` CTE, so every place listed opens a
 * non-empty board — with the organization's permits there and how many of them are in work, by place name.
 * One grouped pass over the organization's board rows, an index-only scan of migration 019's partial index
 * (organization, place, end; start and status included; the statuses are literals so it applies): ~4 ms for an
 * organization with 11,000 permits on the board. The counts are of the organization's own permits only,
 * never the other organizations' in the same zones (no zone is read here; conflicts are the board's work).
 */
export async function boardPlaceChoices(db: Db, organizationId: number, query: BoardPlacesQuery): Promise<BoardPlaceChoice[]> {
  const values = { organization: organizationId, from: query.from, to: query.to };
  return execute<BoardPlaceChoice>(db, 'places', values, (q) =>
    q
      .with('win', (w) => w.selectNoFrom(windowColumns()))
      // win first: a join binds to the FROM list's last item, which must be nd.
      .selectFrom(['win', 'nd as n'])
      .innerJoin('placeWork as p', 'p.id', 'n.placeId')
      .select(['p.id', 'p.place'])
      .select([sql<number>`count(*)::int`.as('permits'), sql<number>`(count(*) filter (where n.status = ${IN_WORK}))::int`.as('inWork')])
      .where('n.organizationId', '=', slot<number>('organization'))
      .where('n.status', 'in', statuses)
      .where(overlapsWindow(sql.ref('n.datetimeStart'), sql.ref('n.datetimeEnd')))
      .groupBy(['p.id', 'p.place'])
      .orderBy('p.place')
      .orderBy('p.id'),
  );
}
