import type { Board, BoardPlace, BoardQuery } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { boardRows, type BoardRow } from './board-repository';

export interface BoardService {
  /** GET /api/board: one view of «Доска работ» for the caller. */
  board(caller: AuthUser, query: BoardQuery): Promise<Board>;
}

/** The flat rows (a zone per permit, in the board's order) nested as places → zones → permits. */
export function nestBoardRows(rows: BoardRow[]): Board {
  const first = rows[0]!;
  const places: BoardPlace[] = [];
  for (const row of rows) {
    if (row.placeId === null || row.zoneId === null) continue;
    let place = places.at(-1);
    if (place?.id !== row.placeId) {
      place = { id: row.placeId, place: row.place ?? '', zones: [] };
      places.push(place);
    }
    let zone = place.zones.at(-1);
    if (zone?.id !== row.zoneId) {
      zone = { id: row.zoneId, region: row.region ?? '', permits: [] };
      place.zones.push(zone);
    }
    if (row.id === null) continue;
    zone.permits.push({
      id: row.id,
      numberPaperNd: row.numberPaperNd ?? '',
      status: row.status!,
      type: row.type,
      organization: row.organization,
      executor: row.executor,
      datetimeStart: row.datetimeStart!,
      datetimeEnd: row.datetimeEnd!,
      sameOrganization: row.sameOrganization === true,
      endingSoon: row.endingSoon === true,
      conflictWith: row.conflictWith ?? [],
    });
  }
  return { from: first.fromDay, to: first.toDay, now: first.now, places };
}

/**
 * «Доска работ» (docs/board.md): the places where the caller's organization has a permit on the board in
 * the window (a user of no organization has none), every zone of those places and every organization's
 * permits in them, since a zone is shared physically; only the caller's own are links on the screen.
 */
export function createBoardService(db: Db): BoardService {
  return {
    async board(caller, query) {
      // No organization is numbered 0: the statement still answers the window and the clock, with no places.
      return nestBoardRows(await boardRows(db, caller.organizationId ?? 0, query));
    },
  };
}
