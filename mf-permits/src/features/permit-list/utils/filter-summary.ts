import { ND_STATUS_LABELS } from '@permit/shared-contracts';
import type { ListFilters } from '../api/build-search-query';

/** Names of the ids a filter holds, from the reference lists the bar offers (undefined while they load). */
export interface FilterNames {
  type?: ReadonlyMap<number, string>;
  creator?: ReadonlyMap<number, string>;
  section?: ReadonlyMap<number, string>;
  place?: ReadonlyMap<number, string>;
}

/**
 * The applied filters in one line («Статус: В работе · Место: Л-35-11»), for a phone, where the bar itself is
 * folded behind «Фильтры»: the user sees what narrows the list without opening it. '' when nothing does.
 */
export function filterSummary(filters: ListFilters, names: FilterNames): string {
  const name = (ids: ReadonlyMap<number, string> | undefined, id: number) => ids?.get(id) ?? '…';
  const parts: string[] = [];
  if (filters.number.trim()) parts.push(`Номер: ${filters.number.trim()}`);
  if (filters.type) parts.push(`Вид: ${name(names.type, filters.type)}`);
  if (filters.creator) parts.push(`Создатель: ${name(names.creator, filters.creator)}`);
  if (filters.status) parts.push(`Статус: ${ND_STATUS_LABELS[filters.status]}`);
  if (filters.dateFrom.trim()) parts.push(`Начало с: ${filters.dateFrom.trim()}`);
  if (filters.dateTo.trim()) parts.push(`Начало по: ${filters.dateTo.trim()}`);
  if (filters.section) parts.push(`Отдел: ${name(names.section, filters.section)}`);
  if (filters.place) parts.push(`Место: ${name(names.place, filters.place)}`);
  return parts.join(' · ');
}
