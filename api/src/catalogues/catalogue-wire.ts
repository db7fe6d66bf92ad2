import type { CatalogueArea } from '@permit/shared-contracts';
import type { CatalogueRecord } from './catalogue-repository';
import { catalogueTable } from './catalogue-table';

/** A catalogue item as the contract fixes it (CATALOGUE_AREAS[area].item): wire names, `*_detail` objects. */
export type CatalogueItem = Record<string, unknown> & { id: number };

/** 'HH:mm' → [hour, minute], the pair form the work-shift form also uses. */
function hourMinute(time: unknown): [number, number] {
  const [h, m] = String(time).split(':').map(Number);
  return [h ?? 0, m ?? 0];
}

/** The wire name of the column a reference shows (the referenced area's label). */
const labelField = (area: CatalogueArea, column: string) => catalogueTable(area).fields.find((f) => f.column === column)?.field ?? column;

/**
 * A stored row → the contract's item: each column under its save field's name, each reference's detail
 * object as `{ id, <label field> }` under the contract's detail key (`place_detail`, `organizationDetail`, …),
 * and the work shift's times once more as the [hour, minute] pairs its form uses (docs/domain.md «Форматы обмена»).
 */
export function toCatalogueWire(area: CatalogueArea, record: CatalogueRecord): CatalogueItem {
  const t = catalogueTable(area);
  const item: CatalogueItem = { id: record.id };
  for (const f of t.fields) item[f.field] = record.columns[f.column] ?? null;
  for (const ref of t.refs) {
    const found = record.refs[ref.column];
    item[ref.detail] = found ? { id: found.id, [labelField(ref.area, ref.label)]: found.label } : null;
  }
  if (area === 'workshifts') {
    item.timeStart = hourMinute(item.time_start);
    item.timeEnd = hourMinute(item.time_end);
  }
  return item;
}
