import fc from 'fast-check';
import { allowedPairs, zoneConflicts, type ConflictBar } from './board-conflicts';

/**
 * The board's conflict rule over one zone (docs/board.md), computed by a sweep over the bars by start: it must
 * name exactly the pairs the definition names (overlapping windows, a pair of types not allowed outright).
 * The API side of it, on a real database: board.test.ts «marks».
 */
const at = (hour: number) => `2030-01-${String(1 + Math.floor(hour / 24)).padStart(2, '0')}T${String(hour % 24).padStart(2, '0')}:00:00`;
const bar = (id: number, from: number, to: number, typeNdId: number | null = 1): ConflictBar => ({
  id,
  typeNdId,
  datetimeStart: at(from),
  datetimeEnd: at(to),
});
const nothingAllowed = allowedPairs([]);
const marks = (bars: ConflictBar[], allowed = nothingAllowed) => Object.fromEntries(zoneConflicts(bars, allowed));

/** The definition, pair by pair. */
function everyPair(bars: ConflictBar[], allowed = nothingAllowed): Record<number, number[]> {
  const out: Record<number, number[]> = Object.fromEntries(bars.map((b) => [b.id, []]));
  for (const a of bars)
    for (const b of bars)
      if (a.id !== b.id && a.datetimeStart < b.datetimeEnd && b.datetimeStart < a.datetimeEnd && !allowed(a.typeNdId, b.typeNdId))
        out[a.id]!.push(b.id);
  for (const ids of Object.values(out)) ids.sort((x, y) => x - y);
  return out;
}

describe('the conflict rule of one zone', () => {
  it('touching windows do not conflict: one ends the hour the next starts', () => {
    expect(marks([bar(1, 0, 8), bar(2, 8, 16), bar(3, 16, 20)])).toEqual({ 1: [], 2: [], 3: [] });
  });

  it('a window nested in a long one conflicts with it, though a bar between them started later and ended sooner', () => {
    // The running end of the long bar, not the previous bar's end, decides: 3 starts after 2 ended.
    expect(marks([bar(1, 0, 100), bar(2, 1, 3), bar(3, 10, 12)])).toEqual({ 1: [2, 3], 2: [1], 3: [1] });
  });

  it('three-way overlap names both others; a chain names only its neighbours', () => {
    expect(marks([bar(1, 0, 10), bar(2, 2, 12), bar(3, 4, 14)])).toEqual({ 1: [2, 3], 2: [1, 3], 3: [1, 2] });
    expect(marks([bar(1, 0, 5), bar(2, 4, 9), bar(3, 8, 12)])).toEqual({ 1: [2], 2: [1, 3], 3: [2] });
  });

  it('equal starts and equal windows conflict both ways, in whatever order the bars come', () => {
    expect(marks([bar(3, 0, 8), bar(1, 0, 8), bar(2, 0, 2)])).toEqual({ 1: [2, 3], 2: [1, 3], 3: [1, 2] });
  });

  it('the SIMOPS matrix decides per pair: an allowed pair is skipped, the rest of the overlap still conflicts', () => {
    const allowed = allowedPairs([{ typeA: 1, typeB: 2 }]);
    expect(marks([bar(1, 0, 10, 2), bar(2, 1, 9, 1), bar(3, 2, 8, 3)], allowed)).toEqual({ 1: [3], 2: [3], 3: [1, 2] });
    // Unordered: the rule for (1, 2) is the rule for (2, 1); a type allowed with itself is not with others.
    expect(allowedPairs([{ typeA: 1, typeB: 2 }])(2, 1)).toBe(true);
    expect(marks([bar(1, 0, 4, 5), bar(2, 1, 3, 5), bar(3, 2, 6, 6)], allowedPairs([{ typeA: 5, typeB: 5 }]))).toEqual({
      1: [3],
      2: [3],
      3: [1, 2],
    });
  });

  it('a permit without a type has no rule, so it conflicts with every overlapping bar', () => {
    expect(marks([bar(1, 0, 4, null), bar(2, 1, 3, 1)], allowedPairs([{ typeA: 1, typeB: 1 }]))).toEqual({ 1: [2], 2: [1] });
  });

  it('names exactly the pairs the definition names, for any bars and matrix', () => {
    const bars = fc
      .uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 500 }),
          from: fc.integer({ min: 0, max: 60 }),
          length: fc.integer({ min: 0, max: 30 }),
          type: fc.integer({ min: 1, max: 3 }),
        }),
        { selector: (b) => b.id, maxLength: 25 },
      )
      .map((list) => list.map((b) => bar(b.id, b.from, b.from + b.length, b.type)));
    const rules = fc.uniqueArray(fc.record({ typeA: fc.integer({ min: 1, max: 3 }), typeB: fc.integer({ min: 1, max: 3 }) }), { maxLength: 6 });
    fc.assert(
      fc.property(bars, rules, (list, matrix) => {
        const allowed = allowedPairs(matrix);
        expect(marks(list, allowed)).toEqual(everyPair(list, allowed));
      }),
      { numRuns: 500 },
    );
  });
});
