import { z } from 'zod';
import { CATALOGUE_AREAS, timeOfDay, type CatalogueArea } from '@permit/shared-contracts';

/** How one catalogue area is stored, derived from the contract's CATALOGUE_AREAS and its save schema. */
export interface CatalogueTable {
  area: CatalogueArea;
  table: string;
  label: string;
  /** Stored fields: the save schema's keys (but id), each in the snake_case column of the same name. */
  fields: { field: string; column: string; time: boolean }[];
  /** Fields that point at another area, with the detail object the item carries for them. */
  refs: { field: string; column: string; detail: string; table: string; label: string }[];
}

/**
 * Save fields that are not columns: the work-shift form sends its times twice, as 'HH:mm' and as
 * [hour, minute] pairs (docs/domain.md «Форматы обмена»); only 'HH:mm' is stored and the pairs are derived on read.
 */
const DERIVED_FIELDS: Partial<Record<CatalogueArea, readonly string[]>> = { workshifts: ['timeStart', 'timeEnd'] };

export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function describe(area: CatalogueArea): CatalogueTable {
  const definition = CATALOGUE_AREAS[area];
  const save = definition.save as z.ZodObject;
  const derived = DERIVED_FIELDS[area] ?? [];
  const fields = Object.entries(save.shape)
    .filter(([field]) => field !== 'id' && !derived.includes(field))
    .map(([field, schema]) => ({ field, column: snakeCase(field), time: schema === timeOfDay }));
  const refs = Object.entries(definition.refs as Record<string, { area: CatalogueArea; detail: string }>).map(([field, ref]) => ({
    field,
    column: snakeCase(field),
    detail: ref.detail,
    table: CATALOGUE_AREAS[ref.area].table,
    label: CATALOGUE_AREAS[ref.area].label,
  }));
  return { area, table: definition.table, label: definition.label, fields, refs };
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
