import type { ColumnDefinition } from '@permit/shared-contracts';
import { formatCell } from './format-cell';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  /** Index of the column in the definition's columns. */
  column: number;
  direction: SortDirection;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** Rows ordered by a column as it is shown (so «3 смены» sorts by the count, names by their Russian order); ties keep their order. */
export function sortRows<T>(rows: readonly T[], column: ColumnDefinition, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: formatCell(row, column) }))
    .sort((a, b) => sign * collator.compare(a.key, b.key) || a.index - b.index)
    .map((entry) => entry.row);
}

/** The URL's sort (`sort=<column>&dir=asc|desc`), or null when absent, unknown or the catalogue is not sortable. */
export function parseSort(column: string | null, direction: string | null, columnCount: number, sortable: boolean): SortState | null {
  if (!sortable || column === null) return null;
  const index = Number(column);
  if (!Number.isInteger(index) || index < 0 || index >= columnCount) return null;
  return { column: index, direction: direction === 'desc' ? 'desc' : 'asc' };
}
