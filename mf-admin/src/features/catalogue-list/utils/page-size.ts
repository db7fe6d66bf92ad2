import { ALL_ROWS_SIZE } from '@permit/shared-contracts';

/** The rows-per-page choices; -1 is «Все». */
export const PAGE_SIZE_CHOICES = [10, 20, 50, 100, -1] as const;

/** The URL's `size`, one of the choices, or the catalogue's default. */
export function parsePageSize(raw: string | null, fallback: number): number {
  const size = Number(raw);
  return raw !== null && (PAGE_SIZE_CHOICES as readonly number[]).includes(size) ? size : fallback;
}

/** A rows-per-page of 0 or less asks for every row, sent as ALL_ROWS_SIZE (docs/domain.md «Форматы обмена»). */
export function sentPageSize(size: number): number {
  return size <= 0 ? ALL_ROWS_SIZE : size;
}
