import type { CatalogueArea } from '@permit/shared-contracts';
import type { Database } from '../db/schema';

/**
 * Where each catalogue area of the contract is stored: database knowledge, so it lives in the API, not
 * in the contract (which fixes only the wire: items, save bodies, references). Columns are the
 * camelCase names of db/tables/catalogue-tables.ts, checked by the compiler against that table;
 * catalogue-storage.test.ts checks that every save field of the contract has its column here.
 * docs/adding-a-catalogue.md walks through adding one.
 */
interface Storage<T extends keyof Database> {
  table: T;
  /** The column a reference to this area shows next to the id, as its detail object (`{ id, place }`). */
  label: keyof Database[T] & string;
  /** Save field (the contract's wire name) → column. `id` is implicit. */
  fields: Record<string, keyof Database[T] & string>;
  /** Russian names of the reference fields, for the 400 a missing referenced row gets. */
  refNames?: Record<string, string>;
  /** Save fields the wire carries but a save does not write: another endpoint sets them. */
  keptOnSave?: string[];
}

/** One entry per table, so each is checked against its own columns. */
export type CatalogueStorage = { [T in keyof Database]: Storage<T> }[keyof Database];

export const CATALOGUE_STORAGE = {
  typeNd: {
    table: 'typeNd',
    label: 'type',
    fields: { type: 'type', description: 'description', printform: 'printform', route: 'route' },
    // The print form's name comes only with its file (uploadPrintForm, which cleans it as every upload's): a name
    // saved as text could name no file, or carry a right-to-left override into the download's file name.
    keptOnSave: ['printform'],
  },
  contentworks: {
    table: 'contentWork',
    label: 'content',
    fields: { content: 'content', description: 'description', place: 'place', typeNd: 'typeNd' },
    refNames: { place: 'Место проведения работ', typeNd: 'Вид наряд-допуска' },
  },
  placesWorks: { table: 'placeWork', label: 'place', fields: { place: 'place', description: 'description' } },
  regionWorks: {
    table: 'regionWork',
    label: 'region',
    fields: { region: 'region', place: 'place', description: 'description' },
    refNames: { place: 'Место проведения работ' },
  },
  organizations: { table: 'organization', label: 'name', fields: { name: 'name', inn: 'inn' } },
  workshifts: {
    table: 'workShift',
    label: 'timeStart',
    // The [hour, minute] pairs timeStart/timeEnd are not stored: they are derived from these on read.
    fields: { organizationId: 'organizationId', time_start: 'timeStart', time_end: 'timeEnd' },
    refNames: { organizationId: 'Организация' },
  },
  sections: {
    table: 'section',
    label: 'section',
    fields: { section: 'section', organization: 'organization', description: 'description' },
    refNames: { organization: 'Организация' },
  },
  dangerous_factors: { table: 'dangerousFactor', label: 'factor', fields: { factor: 'factor', description: 'description' } },
  instruments: { table: 'instrument', label: 'instrumentName', fields: { instrument_name: 'instrumentName', description: 'description' } },
  security_measures: {
    table: 'securityMeasure',
    label: 'measure',
    fields: { measure: 'measure', dangerousFactor: 'dangerousFactor', description: 'description' },
    refNames: { dangerousFactor: 'Опасный фактор' },
  },
  Siz: { table: 'siz', label: 'sizName', fields: { siz_name: 'sizName', description: 'description' } },
  events: {
    table: 'event',
    label: 'eventName',
    fields: { event_name: 'eventName', description: 'description', type_nd: 'typeNd' },
    refNames: { type_nd: 'Вид наряда-допуска' },
  },
} as const satisfies Record<CatalogueArea, CatalogueStorage>;

/** The tables of the catalogue areas. */
export type CatalogueTableName = (typeof CATALOGUE_STORAGE)[CatalogueArea]['table'];
