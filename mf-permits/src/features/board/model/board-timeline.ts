import { boardAddDays, boardDayNumber, type Board, type BoardPermit } from '@permit/shared-contracts';

/**
 * The board's geometry (docs/board.md): the window [from 00:00, to + 1 day 00:00) of the site's wall clock,
 * and where a permit's bar and the «now» line stand in it, in percent of the timeline's width. Times are the
 * contract's zone-less 'YYYY-MM-DDTHH:mm:ss' read as UTC on purpose: the browser's own time zone must not
 * shift the site's clock.
 */
const MINUTE = 60_000;
const at = (value: string) => Date.parse(`${value.slice(0, 19)}Z`);

export interface BoardWindow {
  start: number;
  end: number;
  days: string[];
}

export function boardWindow(from: string, to: string): BoardWindow {
  const count = boardDayNumber(to)! - boardDayNumber(from)! + 1;
  const days = Array.from({ length: Math.max(count, 1) }, (_, i) => boardAddDays(from, i));
  return { start: at(`${from}T00:00:00`), end: at(`${boardAddDays(to, 1)}T00:00:00`), days };
}

/** 0…100: where a moment stands in the window (clamped to its edges). */
export function percentOf(window: BoardWindow, value: string): number {
  const p = ((at(value) - window.start) / (window.end - window.start)) * 100;
  return Math.min(100, Math.max(0, p));
}

/** The bar's left edge and width in percent; a permit running past the window is cut at its edge. */
export function barGeometry(window: BoardWindow, permit: Pick<BoardPermit, 'datetimeStart' | 'datetimeEnd'>): { left: number; width: number } {
  const left = percentOf(window, permit.datetimeStart);
  const right = percentOf(window, permit.datetimeEnd);
  // A bar too short to see (or to tap) still gets a sliver: an hour-long permit on a 31-day board.
  return { left, width: Math.max(right - left, (30 * MINUTE * 100) / (window.end - window.start)) };
}

/**
 * Lanes of a zone: overlapping permits go one under the other, each in the first lane whose last bar ended
 * before it starts (the permits come earliest start first). A bar is drawn at least `leastSpanMs` long (a
 * finger's width, board-bar.tsx) from where it shows (`windowStart` at the earliest), so a short permit keeps
 * that much of its lane. Returns each permit's lane and
 * the lane count.
 */
export function assignLanes(
  permits: Pick<BoardPermit, 'id' | 'datetimeStart' | 'datetimeEnd'>[],
  { leastSpanMs = 0, windowStart = Number.NEGATIVE_INFINITY }: { leastSpanMs?: number; windowStart?: number } = {},
): { lanes: Map<number, number>; count: number } {
  const ends: number[] = [];
  const lanes = new Map<number, number>();
  for (const p of permits) {
    // A permit begun before the window is drawn from its edge, and its least span counts from there.
    const start = Math.max(at(p.datetimeStart), windowStart);
    let lane = ends.findIndex((end) => end <= start);
    if (lane === -1) lane = ends.length;
    ends[lane] = Math.max(at(p.datetimeEnd), start + leastSpanMs);
    lanes.set(p.id, lane);
  }
  return { lanes, count: Math.max(ends.length, 1) };
}

const WEEKDAYS = ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'];

/** 'YYYY-MM-DD' → «Чт 26.11», the column's heading. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${WEEKDAYS[new Date(at(`${day}T00:00:00`)).getUTCDay()]} ${d}.${m}`;
}

/** A permit's number as the board shows it: the paper number, else the id. */
export const permitNumber = (permit: Pick<BoardPermit, 'id' | 'numberPaperNd'>): string => permit.numberPaperNd || String(permit.id);

/** Each permit's number on the board by id, for naming the permits a bar conflicts with. */
export function permitNumbers(board: Pick<Board, 'places'>): Map<number, string> {
  return new Map(board.places.flatMap((p) => p.zones.flatMap((z) => z.permits.map((permit) => [permit.id, permitNumber(permit)] as const))));
}

/** «№ П-2, № 5»: the permits one conflicts with, by their numbers on the board ('' when none). */
export function conflictNumbers(permit: Pick<BoardPermit, 'conflictWith'>, numbers: Map<number, string>): string {
  return permit.conflictWith.map((id) => `№ ${numbers.get(id) ?? id}`).join(', ');
}
