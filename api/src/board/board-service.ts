import type { Board, BoardPlace, BoardPlaceChoice, BoardPlacesQuery, BoardQuery, BoardZone } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { allowedPairs, zoneConflicts, type AllowedPair, type ConflictBar } from './board-conflicts';
import { boardPlaceChoices } from './board-places-repository';
import { allowedSimopsPairs, boardRows, type BoardRow } from './board-repository';

export interface BoardService {
  /** GET /api/board: one view of «Доска работ» for the caller. */
  board(caller: AuthUser, query: BoardQuery): Promise<Board>;
  /** GET /api/board/places: the place picker, the places the whole-organization board would show. */
  places(caller: AuthUser, query: BoardPlacesQuery): Promise<BoardPlaceChoice[]>;
}

/** Whom the board is for and which of the zones' bars it shows (the filters narrow the bars, not their conflicts). */
export interface BoardView {
  organizationId: number | null;
  type: number | null;
  organization: number | null;
}

/** The board's order: zone by zone (the statement numbers them), earliest start first, then by id. */
function byBoardOrder(a: BoardRow, b: BoardRow): number {
  const zone = (a.zoneOrder ?? 0) - (b.zoneOrder ?? 0);
  if (zone !== 0) return zone;
  // 'YYYY-MM-DDTHH:mm:ss' sorts as the time it spells; a zone's row without a permit is its only row.
  const [x, y] = [a.datetimeStart ?? '', b.datetimeStart ?? ''];
  return x < y ? -1 : x > y ? 1 : (a.id ?? 0) - (b.id ?? 0);
}

/**
 * The flat rows (a zone per permit, in any order) nested as places → zones → permits in the board's order;
 * each zone's conflicts are marked over all its bars before the filters drop any.
 */
export function nestBoardRows(unordered: BoardRow[], view: BoardView, allowed: AllowedPair): Board {
  const first = unordered[0]!;
  const rows = [...unordered].sort(byBoardOrder);
  const places: BoardPlace[] = [];
  // Each name once, the bars refer to it by position (the contract's boardSchema).
  const names: string[] = [];
  const positions = new Map<string, number>();
  const nameRef = (name: string | null) => {
    if (name === null) return null;
    let at = positions.get(name);
    if (at === undefined) {
      at = names.push(name) - 1;
      positions.set(name, at);
    }
    return at;
  };
  const shown = (row: BoardRow) =>
    (view.type === null || row.typeNdId === view.type) && (view.organization === null || row.organizationId === view.organization);
  for (let i = 0; i < rows.length;) {
    const row = rows[i]!;
    // One zone's rows are consecutive: [i, end).
    let end = i + 1;
    while (end < rows.length && rows[end]!.zoneId === row.zoneId && rows[end]!.placeId === row.placeId) end++;
    const zoneRows = rows.slice(i, end).filter((r) => r.id !== null);
    i = end;
    if (row.placeId === null || row.zoneId === null) continue;
    let place = places.at(-1);
    if (place?.id !== row.placeId) {
      place = { id: row.placeId, place: row.place ?? '', zones: [] };
      places.push(place);
    }
    const zone: BoardZone = { id: row.zoneId, region: row.region ?? '', permits: [] };
    place.zones.push(zone);
    const conflicts = zoneConflicts(zoneRows as ConflictBar[], allowed);
    for (const bar of zoneRows) {
      if (!shown(bar)) continue;
      zone.permits.push({
        id: bar.id!,
        numberPaperNd: bar.numberPaperNd ?? '',
        status: bar.status!,
        type: nameRef(bar.type),
        organization: nameRef(bar.organization),
        executor: nameRef(bar.executor),
        datetimeStart: bar.datetimeStart!,
        datetimeEnd: bar.datetimeEnd!,
        sameOrganization: view.organizationId !== null && bar.organizationId === view.organizationId,
        endingSoon: bar.endingSoon === true,
        conflictWith: conflicts.get(bar.id!) ?? [],
      });
    }
  }
  return { from: first.fromDay, to: first.toDay, now: first.now, names, places };
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
      const [rows, rules] = await Promise.all([boardRows(db, caller.organizationId ?? 0, query), allowedSimopsPairs(db)]);
      return nestBoardRows(rows, { organizationId: caller.organizationId, type: query.type, organization: query.organization }, allowedPairs(rules));
    },
    async places(caller, query) {
      // A user of no organization has no permits, so no places (the board answers him no places too).
      if (caller.organizationId === null) return [];
      return boardPlaceChoices(db, caller.organizationId, query);
    },
  };
}
