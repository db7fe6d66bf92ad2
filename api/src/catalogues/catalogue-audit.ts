import type { CatalogueArea } from '@permit/shared-contracts';
import type { CatalogueItem } from './catalogue-wire';
import { catalogueTable } from './catalogue-table';

/**
 * The organization an audit entry of a catalogue row concerns: an organization is its own, a section or a
 * work shift belongs to one; every other catalogue is shared by all organizations (null: every
 * administrator reads those entries).
 */
export function catalogueRowOrganization(area: CatalogueArea, row: CatalogueItem): number | null {
  const value = area === 'organizations' ? row.id : area === 'sections' ? row.organization : area === 'workshifts' ? row.organizationId : null;
  return typeof value === 'number' ? value : null;
}

/** The stored fields of an area (the save schema's keys), what an entry records of a row. */
export function storedFields(area: CatalogueArea, row: CatalogueItem): Record<string, unknown> {
  return Object.fromEntries(catalogueTable(area).fields.map((f) => [f.field, row[f.field] ?? null]));
}

export const storedKeys = (area: CatalogueArea) => catalogueTable(area).fields.map((f) => f.field);
