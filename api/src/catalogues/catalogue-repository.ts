import type { CatalogueArea } from '@permit/shared-contracts';
import { sql, type Kysely } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { paged } from '../db/kysely-sql';
import type { PageWindow } from '../db/sql';
import type { StoredBody } from '../files/send-file';
import { catalogueTable, type CatalogueTable } from './catalogue-table';

/**
 * A stored catalogue row, in the API's terms: its columns (camelCase, times as 'HH:mm') and, per
 * reference column, the referenced row's id and label. catalogue-wire.ts turns it into the contract's item.
 */
export interface CatalogueRecord {
  id: number;
  columns: Record<string, unknown>;
  refs: Record<string, { id: number; label: unknown } | null>;
}

/**
 * The catalogue tables seen as one generic table: the area's table and columns come from the typed map
 * (catalogue-storage.ts, checked against db/schema.ts by the compiler), never from a request, and Kysely
 * quotes each as an identifier.
 */
type AnyCatalogueRow = { id: number } & Record<string, unknown>;
const generic = (db: Db) => kysely(db) as unknown as Kysely<Record<string, AnyCatalogueRow>>;

/** `time` columns as 'HH:mm' (the contract's form); everything else as stored. */
const columnValue = (alias: string, column: string, time: boolean) =>
  time ? sql<string>`to_char(${sql.ref(`${alias}.${column}`)}, 'HH24:MI')` : sql.ref(`${alias}.${column}`);

const refAlias = (column: string) => `${column}Ref`;

/** One select for any area: its columns, and each reference as `{ id, label }` (a primary-key lookup per row). */
function selectItems(db: Db, t: CatalogueTable) {
  const labelTime = (area: CatalogueArea, column: string) => catalogueTable(area).fields.some((f) => f.column === column && f.time);
  return generic(db)
    .selectFrom(`${t.table} as t`)
    .select((eb) => [
      eb.ref('t.id').as('id'),
      ...t.fields.map((f) => columnValue('t', f.column, f.time).as(f.column)),
      ...t.refs.map((ref) =>
        eb
          .selectFrom(`${ref.table} as r`)
          .select(jsonBuildObject({ id: eb.ref('r.id'), label: columnValue('r', ref.label, labelTime(ref.area, ref.label)) }).as('ref'))
          .whereRef('r.id', '=', `t.${ref.column}`)
          .as(refAlias(ref.column)),
      ),
    ]);
}

function toRecord(t: CatalogueTable, row: Record<string, unknown>): CatalogueRecord {
  return {
    id: row.id as number,
    columns: Object.fromEntries(t.fields.map((f) => [f.column, row[f.column] ?? null])),
    refs: Object.fromEntries(t.refs.map((ref) => [ref.column, (row[refAlias(ref.column)] ?? null) as CatalogueRecord['refs'][string]])),
  };
}

export async function listCatalogue(db: Db, area: CatalogueArea, window: PageWindow): Promise<CatalogueRecord[]> {
  const t = catalogueTable(area);
  const rows = await selectItems(db, t).orderBy('t.id').$call(paged(window)).execute();
  return rows.map((row) => toRecord(t, row));
}

export async function getCatalogueRow(db: Db, area: CatalogueArea, id: number): Promise<CatalogueRecord | null> {
  const t = catalogueTable(area);
  const row = await selectItems(db, t).where('t.id', '=', id).executeTakeFirst();
  return row ? toRecord(t, row) : null;
}

/** Rows of an area whose reference `field` (a save-schema key) equals `value`, ordered by id. */
export async function listCatalogueWhere(db: Db, area: CatalogueArea, field: string, value: number): Promise<CatalogueRecord[]> {
  const t = catalogueTable(area);
  const column = t.fields.find((f) => f.field === field)?.column;
  if (!column) throw new Error(`${area} has no field ${field}`);
  const rows = await selectItems(db, t).where(`t.${column}`, '=', value).orderBy('t.id').execute();
  return rows.map((row) => toRecord(t, row));
}

/** Column → value of the stored fields present in `values` (undefined = leave as it is), but those a save keeps. */
function storedValues(area: CatalogueArea, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    catalogueTable(area)
      .fields.filter((f) => values[f.field] !== undefined && !f.kept)
      .map((f) => [f.column, values[f.field]]),
  );
}

export async function insertCatalogueRow(db: Db, area: CatalogueArea, values: Record<string, unknown>): Promise<number> {
  const row = await generic(db).insertInto(catalogueTable(area).table).values(storedValues(area, values)).returning('id').executeTakeFirst();
  if (row === undefined) throw new Error(`insert into ${area} returned no id`);
  return row.id;
}

/** false when no row has that id. */
export async function updateCatalogueRow(db: Db, area: CatalogueArea, id: number, values: Record<string, unknown>): Promise<boolean> {
  const { table } = catalogueTable(area);
  const stored = storedValues(area, values);
  // Nothing to change still has to tell whether the row exists.
  const rows =
    Object.keys(stored).length > 0
      ? await generic(db).updateTable(table).set(stored).where('id', '=', id).returning('id').execute()
      : await generic(db).selectFrom(table).select('id').where('id', '=', id).execute();
  return rows.length > 0;
}

/** false when no row has that id; a row still referenced raises the database's RESTRICT violation (→ 409). */
export async function deleteCatalogueRow(db: Db, area: CatalogueArea, id: number): Promise<boolean> {
  const rows = await generic(db).deleteFrom(catalogueTable(area).table).where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

export async function catalogueRowExists(db: Db, area: CatalogueArea, id: number): Promise<boolean> {
  const row = await generic(db).selectFrom(catalogueTable(area).table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface PrintForm {
  name: string;
  contentType: string;
  /** The body's key in the file store (files/file-store.ts). */
  storageKey: string;
  size: number;
}

/**
 * Points the permit type at its new print form; answers the key of the form it replaces (to be removed
 * from the file store after the commit), or false when there is no such type.
 */
export async function savePrintForm(db: Db, typeNdId: number, form: PrintForm): Promise<{ replacedKey: string | null } | false> {
  const q = kysely(db);
  const row = await q.selectFrom('typeNd').select('printformKey').where('id', '=', typeNdId).forUpdate().executeTakeFirst();
  if (!row) return false;
  await q
    .updateTable('typeNd')
    .set({ printform: form.name, printformContentType: form.contentType, printformKey: form.storageKey, printformContent: null })
    .where('id', '=', typeNdId)
    .execute();
  return { replacedKey: row.printformKey };
}

/**
 * The type's print form as sent to a download (files/send-file.ts): null when there is no such type,
 * `form: null` when the type has none. A form uploaded before the file store has no key yet: its body
 * is read from the old bytea column until files/legacy-files.ts moves it.
 */
export async function printFormBody(db: Db, typeNdId: number): Promise<{ form: StoredBody | null } | null> {
  const row = await kysely(db)
    .selectFrom('typeNd')
    .select((eb) => [
      'printform',
      'printformContentType',
      'printformKey',
      eb.case().when('printformKey', 'is', null).then(eb.ref('printformContent')).end().as('content'),
    ])
    .where('id', '=', typeNdId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.printformKey === null && row.content === null) return { form: null };
  return {
    form: {
      name: row.printform || 'печатная-форма',
      contentType: row.printformContentType ?? 'application/octet-stream',
      storageKey: row.printformKey,
      content: row.content,
    },
  };
}

/** The file store key of the type's print form, if it has one there. */
export async function printFormKey(db: Db, typeNdId: number): Promise<string | null> {
  const row = await kysely(db).selectFrom('typeNd').select('printformKey').where('id', '=', typeNdId).executeTakeFirst();
  return row?.printformKey ?? null;
}
