/** What the conflict rule reads of a bar: its permit, type and window ('YYYY-MM-DDTHH:mm:ss', which sort as times). */
export interface ConflictBar {
  id: number;
  /** Null for a permit without a type: no rule names it, so it conflicts with every overlapping bar. */
  typeNdId: number | null;
  datetimeStart: string;
  datetimeEnd: string;
}

/** The SIMOPS pairs allowed outright, as unordered type pairs: `allowed(a, b) === allowed(b, a)`. */
export type AllowedPair = (a: number | null, b: number | null) => boolean;

export function allowedPairs(rules: readonly { typeA: number; typeB: number }[]): AllowedPair {
  // By the smaller type, the set of the larger ones: no key is built per check (a big board makes ~10^5).
  const allowed = new Map<number, Set<number>>();
  for (const { typeA, typeB } of rules) {
    const [low, high] = typeA < typeB ? [typeA, typeB] : [typeB, typeA];
    allowed.set(low, (allowed.get(low) ?? new Set()).add(high));
  }
  return (a, b) => a !== null && b !== null && (a < b ? allowed.get(a)?.has(b) : allowed.get(b)?.has(a)) === true;
}

/**
 * The conflict rule of the board (docs/board.md) over the bars of ONE zone: two bars
 * conflict when their windows overlap (a.start < b.end and b.start < a.end: touching ends do not) and the
 * SIMOPS matrix does not allow their pair of types outright. Returns each bar's conflicting ids, ascending.
 *
 * A sweep, not every pair: walking the bars by start, the bars still open at a bar's start (end > start) are
 * the only earlier ones it can overlap, so each bar is compared with those alone. The marks name the
 * other permits, so the work is the open bars per bar, i.e. the size of the answer, not the square of the zone.
 */
export function zoneConflicts(bars: readonly ConflictBar[], allowed: AllowedPair): Map<number, number[]> {
  // The board sends them by start already (a sorted run costs one pass); sorting a copy keeps the rule true for any order.
  const byStart = [...bars].sort((a, b) => (a.datetimeStart < b.datetimeStart ? -1 : a.datetimeStart > b.datetimeStart ? 1 : 0));
  // By position in byStart: no lookup by id in the inner loop (a big zone makes ~10^5 marks).
  const marks: number[][] = byStart.map(() => []);
  const open: number[] = [];
  for (let i = 0; i < byStart.length; i++) {
    const bar = byStart[i]!;
    let kept = 0;
    for (const j of open) {
      const other = byStart[j]!;
      // Closed before this start: it ends before any later bar starts too (the bars come by start).
      if (!(other.datetimeEnd > bar.datetimeStart)) continue;
      open[kept++] = j;
      // A zero-length window starts where it ends; the full test keeps it exact for equal starts.
      if (!(other.datetimeStart < bar.datetimeEnd) || allowed(other.typeNdId, bar.typeNdId)) continue;
      marks[i]!.push(other.id);
      marks[j]!.push(bar.id);
    }
    open.length = kept;
    open.push(i);
  }
  const result = new Map<number, number[]>();
  for (let i = 0; i < byStart.length; i++) {
    const ids = marks[i]!;
    // Often already ascending (ids tend to follow the starts): then one pass instead of a sort.
    if (!ascending(ids)) ids.sort((a, b) => a - b);
    result.set(byStart[i]!.id, ids);
  }
  return result;
}

function ascending(ids: readonly number[]): boolean {
  for (let i = 1; i < ids.length; i++) if (ids[i - 1]! > ids[i]!) return false;
  return true;
}
