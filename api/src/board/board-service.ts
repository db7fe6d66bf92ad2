import type { Board, BoardPlace, BoardPlaceChoice, BoardPlacesQuery, BoardQuery, BoardZone } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { allowedPairs, zoneConflicts, type AllowedPair } from './board-conflicts';
import { boardPlaceChoices } from './board-places-repository';
import { allowedSimopsPairs, boardRows, type BoardBar, type BoardRows } from './board-repository';

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

/** A zone's bars in the board's order: earliest start first, then by id. */
function byStart(a: BoardBar, b: BoardBar): number {
  // 'YYYY-MM-DDTHH:mm:ss' sorts as the time it spells.
  return a.datetimeStart < b.datetimeStart ? -1 : a.datetimeStart > b.datetimeStart ? 1 : a.id - b.id;
}

/**
 * The statement's head and bars nested as places → zones → permits in the board's order; each zone's conflicts
 * are marked over all its bars before the filters drop any. Each name goes once into the answer's `names`.
 */
export function nestBoard({ head, bars }: BoardRows, view: BoardView, allowed: AllowedPair): Board {
  const typeName = new Map(head.types);
  const organizationName = new Map(head.organizations);
  const executorName = new Map(head.executors);
  const names: string[] = [];
  const positions = new Map<string, number>();
  const nameRef = (name: string | undefined) => {
    if (name === undefined) return null;
    let at = positions.get(name);
    if (at === undefined) {
      at = names.push(name) - 1;
      positions.set(name, at);
    }
    return at;
  };
  const refOf = (byId: Map<number, string>, id: number | null) => nameRef(id === null ? undefined : byId.get(id));
  const byZone = new Map<number, BoardBar[]>();
  for (const bar of bars) {
    const zoneBars = byZone.get(bar.zoneId);
    if (zoneBars) zoneBars.push(bar);
    else byZone.set(bar.zoneId, [bar]);
  }
  const shown = (bar: BoardBar) =>
    (view.type === null || bar.typeNdId === view.type) && (view.organization === null || bar.organizationId === view.organization);
  const places: BoardPlace[] = [];
  // The zones come in the board's order, a place's zones one after another.
  for (const [placeId, placeName, zoneId, region] of head.zones) {
    let place = places.at(-1);
    if (place?.id !== placeId) {
      place = { id: placeId, place: placeName, zones: [] };
      places.push(place);
    }
    const zone: BoardZone = { id: zoneId, region, permits: [] };
    place.zones.push(zone);
    const zoneBars = (byZone.get(zoneId) ?? []).sort(byStart);
    const conflicts = zoneConflicts(zoneBars, allowed);
    for (const bar of zoneBars) {
      if (!shown(bar)) continue;
      zone.permits.push({
        id: bar.id,
        numberPaperNd: bar.numberPaperNd ?? '',
        status: bar.status,
        type: refOf(typeName, bar.typeNdId),
        organization: refOf(organizationName, bar.organizationId),
        executor: refOf(executorName, bar.executorId),
        datetimeStart: bar.datetimeStart,
        datetimeEnd: bar.datetimeEnd,
        sameOrganization: view.organizationId !== null && bar.organizationId === view.organizationId,
        endingSoon: bar.endingSoon,
        conflictWith: conflicts.get(bar.id) ?? [],
      });
    }
  }
  return { from: head.fromDay, to: head.toDay, now: head.now, names, places };
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
      return nestBoard(rows, { organizationId: caller.organizationId, type: query.type, organization: query.organization }, allowedPairs(rules));
    },
    async places(caller, query) {
      // A user of no organization has no permits, so no places (the board answers him no places too).
      if (caller.organizationId === null) return [];
      return boardPlaceChoices(db, caller.organizationId, query);
    },
  };
}
