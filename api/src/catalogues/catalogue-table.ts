import type { z } from 'zod';
import { CATALOGUE_AREAS, timeOfDay, type CatalogueArea } from '@permit/shared-contracts';
import { CATALOGUE_STORAGE, type CatalogueTableName } from './catalogue-storage';

/** How one catalogue area is stored: the API's map (catalogue-storage.ts) joined with the contract's references. */
export interface CatalogueTable {
  area: CatalogueArea;
  table: CatalogueTableName;
  /** The column a reference to this area shows (its detail object's second key). */
  label: string;
  /** Stored fields: the save schema's key (wire name) and its column (camelCase, as Kysely writes it); `kept`: not written by a save. */
  fields: { field: string; column: string; time: boolean; kept: boolean }[];
  /** Fields that point at another area: the detail object the item carries for them, and the Russian name for messages. */
  refs: { field: string; column: string; detail: string; area: CatalogueArea; table: CatalogueTableName; label: string; name: string }[];
}

function describe(area: CatalogueArea): CatalogueTable {
  const storage = CATALOGUE_STORAGE[area];
  const save = CATALOGUE_AREAS[area].save as z.ZodObject;
  const refNames: Record<string, string> = 'refNames' in storage ? storage.refNames : {};
  const kept: string[] = 'keptOnSave' in storage ? storage.keptOnSave : [];
  const fields = Object.entries(storage.fields as Record<string, string>).map(([field, column]) => ({
    field,
    column,
    time: save.shape[field] === timeOfDay,
    kept: kept.includes(field),
  }));
  const refs = Object.entries(CATALOGUE_AREAS[area].refs as Record<string, { area: CatalogueArea; detail: string }>).map(([field, ref]) => ({
    field,
    column: (storage.fields as Record<string, string>)[field]!,
    detail: ref.detail,
    area: ref.area,
    table: CATALOGUE_STORAGE[ref.area].table,
    label: CATALOGUE_STORAGE[ref.area].label,
    name: refNames[field] ?? field,
  }));
  return { area, table: storage.table, label: storage.label, fields, refs };
}

const TABLES = new Map<CatalogueArea, CatalogueTable>();

export function catalogueTable(area: CatalogueArea): CatalogueTable {
  let table = TABLES.get(area);
  if (!table) {
    table = describe(area);
    TABLES.set(area, table);
  }
  return table;
}
