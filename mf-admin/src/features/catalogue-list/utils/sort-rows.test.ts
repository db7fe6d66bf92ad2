import { ALL_ROWS_SIZE } from '@permit/shared-contracts';
import { parsePageSize, sentPageSize } from './page-size';
import { parseSort, sortRows } from './sort-rows';

describe('catalogue list sorting', () => {
  const column = { label: 'Место', path: 'place' };
  const rows = [{ place: 'Цех 10' }, { place: 'арка' }, { place: 'Цех 2' }, { place: 'Арка' }];

  it('orders rows by the shown text, Russian and number aware, ties in their order', () => {
    expect(sortRows(rows, column, 'asc').map((r) => r.place)).toEqual(['арка', 'Арка', 'Цех 2', 'Цех 10']);
    expect(sortRows(rows, column, 'desc').map((r) => r.place)).toEqual(['Цех 10', 'Цех 2', 'арка', 'Арка']);
  });

  it('reads the sort from the URL only for a sortable catalogue and a known column', () => {
    expect(parseSort('1', 'desc', 2, true)).toEqual({ column: 1, direction: 'desc' });
    expect(parseSort('0', null, 2, true)).toEqual({ column: 0, direction: 'asc' });
    expect(parseSort('2', 'asc', 2, true)).toBeNull();
    expect(parseSort('0', 'asc', 2, false)).toBeNull();
  });
});

describe('rows per page', () => {
  it('takes only offered choices and sends 0 or less as all rows', () => {
    expect(parsePageSize('50', 20)).toBe(50);
    expect(parsePageSize('7', 20)).toBe(20);
    expect(parsePageSize(null, 20)).toBe(20);
    expect(sentPageSize(-1)).toBe(ALL_ROWS_SIZE);
    expect(sentPageSize(0)).toBe(ALL_ROWS_SIZE);
    expect(sentPageSize(50)).toBe(50);
  });
});
