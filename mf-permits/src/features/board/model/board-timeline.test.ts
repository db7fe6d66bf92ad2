import { assignLanes, barGeometry, boardWindow, dayLabel, percentOf } from './board-timeline';

const win = boardWindow('2026-11-26', '2026-12-03');
const permit = (id: number, datetimeStart: string, datetimeEnd: string) => ({ id, datetimeStart, datetimeEnd });

describe('the board timeline', () => {
  it('spans whole days, both ends included, across a month end', () => {
    expect(win.days).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
    expect(dayLabel('2026-11-26')).toBe('Чт 26.11');
    expect(dayLabel('2026-12-01')).toBe('Вт 01.12');
  });

  it('places a moment and a bar in percent of the window, cut at its edges', () => {
    expect(percentOf(win, '2026-11-26T00:00:00')).toBe(0);
    expect(percentOf(win, '2026-11-27T00:00:00')).toBe(12.5);
    expect(percentOf(win, '2026-12-04T00:00:00')).toBe(100);
    expect(barGeometry(win, permit(1, '2026-11-27T00:00:00', '2026-11-29T00:00:00'))).toEqual({ left: 12.5, width: 25 });
    expect(barGeometry(win, permit(1, '2026-11-20T08:00:00', '2026-11-27T00:00:00'))).toEqual({ left: 0, width: 12.5 });
    expect(barGeometry(win, permit(1, '2026-12-03T00:00:00', '2026-12-20T00:00:00'))).toEqual({ left: 87.5, width: 12.5 });
  });

  it('keeps a very short permit visible', () => {
    expect(barGeometry(win, permit(1, '2026-11-27T00:00:00', '2026-11-27T00:05:00')).width).toBeGreaterThan(0.2);
  });

  it('puts overlapping permits of a zone in lanes, and reuses a lane once it is free', () => {
    const { lanes, count } = assignLanes([
      permit(1, '2026-11-26T08:00:00', '2026-11-27T08:00:00'),
      permit(2, '2026-11-26T20:00:00', '2026-11-28T08:00:00'),
      permit(3, '2026-11-27T08:00:00', '2026-11-27T18:00:00'),
      permit(4, '2026-11-27T09:00:00', '2026-11-29T18:00:00'),
    ]);
    expect(Object.fromEntries(lanes)).toEqual({ 1: 0, 2: 1, 3: 0, 4: 2 });
    expect(count).toBe(3);
    expect(assignLanes([]).count).toBe(1);
  });

  it('keeps a short permit’s lane for as long as its bar is drawn, so the next bar does not cover it', () => {
    const short = [permit(1, '2026-11-26T08:00:00', '2026-11-26T09:00:00'), permit(2, '2026-11-26T10:00:00', '2026-11-26T11:00:00')];
    expect(Object.fromEntries(assignLanes(short).lanes)).toEqual({ 1: 0, 2: 0 });
    // Drawn at least 8.8 hours long (44 px where a day is 120 px): the second bar goes under the first.
    const leastSpanMs = 8.8 * 60 * 60 * 1000;
    const { lanes, count } = assignLanes(short, { leastSpanMs });
    expect(Object.fromEntries(lanes)).toEqual({ 1: 0, 2: 1 });
    expect(count).toBe(2);
    // A permit longer than that keeps its own end.
    expect(Object.fromEntries(assignLanes([permit(1, '2026-11-26T08:00:00', '2026-11-27T08:00:00'), short[1]!], { leastSpanMs }).lanes)).toEqual({
      1: 0,
      2: 1,
    });
    // Begun before the window, a short permit is drawn from the window's edge: its lane is kept from there.
    const early = [permit(1, '2026-11-25T20:00:00', '2026-11-26T01:00:00'), permit(2, '2026-11-26T06:00:00', '2026-11-26T07:00:00')];
    expect(Object.fromEntries(assignLanes(early, { leastSpanMs }).lanes)).toEqual({ 1: 0, 2: 0 });
    expect(Object.fromEntries(assignLanes(early, { leastSpanMs, windowStart: win.start }).lanes)).toEqual({ 1: 0, 2: 1 });
  });
});
