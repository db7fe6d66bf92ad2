import type { CatalogueArea } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import type { StoredBody } from '../files/send-file';
import { quoteAlias, quoteIdent, refJson, SqlParams, timeOfDay, type PageWindow } from '../db/sql';
import { catalogueTable } from './catalogue-table';

export type CatalogueRow = Record<string, unknown> & { id: number };

/**
 * One SELECT for any area, built from its static definition: the stored fields under their contract
 * names, and each reference as `<detail>: { id, <label of the referenced area> }` through a left join.
 */
function selectSql(area: CatalogueArea): string {
  const t = catalogueTable(area);
  const columns = ['t.id as id'];
  for (const f of t.fields) {
    const expr = `t.${quoteIdent(f.column)}`;
    columns.push(`${f.time ? timeOfDay(expr) : expr} as ${quoteAlias(f.field)}`);
  }
  const joins = t.refs.map((ref, i) => {
    columns.push(`${refJson(`r${i}`, ref.label)} as ${quoteAlias(ref.detail)}`);
    return `left join ${quoteIdent(ref.table)} r${i} on r${i}.id = t.${quoteIdent(ref.column)}`;
  });
  return `select ${columns.join(', ')} from ${quoteIdent(t.table)} t ${joins.join(' ')}`;
}

const SELECTS = new Map<CatalogueArea, string>();
/** The SELECT of an area’s items (alias t), for reuse as a subquery. */
export function cachedSelect(area: CatalogueArea): string {
  let sql = SELECTS.get(area);
  if (!sql) {
    sql = selectSql(area);
    SELECTS.set(area, sql);
  }
  return sql;
}

export async function listCatalogue(db: Db, area: CatalogueArea, window: PageWindow): Promise<CatalogueRow[]> {
  const params = new SqlParams();
  const sql = `${cachedSelect(area)} order by t.id limit ${params.add(window.limit)}::bigint offset ${params.add(window.offset)}::bigint`;
  const { rows } = await db.query<CatalogueRow>(sql, params.values);
  return rows;
}

export async function getCatalogueRow(db: Db, area: CatalogueArea, id: number): Promise<CatalogueRow | null> {
  const { rows } = await db.query<CatalogueRow>(`${cachedSelect(area)} where t.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Rows of an area whose reference `field` (a save-schema key) equals `value`, ordered by id. */
export async function listCatalogueWhere(db: Db, area: CatalogueArea, field: string, value: number): Promise<CatalogueRow[]> {
  const column = catalogueTable(area).fields.find((f) => f.field === field)?.column;
  if (!column) throw new Error(`${area} has no field ${field}`);
  const { rows } = await db.query<CatalogueRow>(`${cachedSelect(area)} where t.${quoteIdent(column)} = $1 order by t.id`, [value]);
  return rows;
}

/** Column → value of the stored fields present in `values` (undefined = leave as it is). */
function storedValues(area: CatalogueArea, values: Record<string, unknown>): [string, unknown][] {
  return catalogueTable(area)
    .fields.filter((f) => values[f.field] !== undefined)
    .map((f) => [f.column, values[f.field]]);
}

export async function insertCatalogueRow(db: Db, area: CatalogueArea, values: Record<string, unknown>): Promise<number> {
  const entries = storedValues(area, values);
  const sql = `insert into ${quoteIdent(catalogueTable(area).table)} (${entries.map(([c]) => quoteIdent(c)).join(', ')})
               values (${entries.map((_, i) => `$${i + 1}`).join(', ')}) returning id`;
  const { rows } = await db.query<{ id: number }>(
    sql,
    entries.map(([, v]) => v),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${area} returned no id`);
  return id;
}

/** false when no row has that id. */
export async function updateCatalogueRow(db: Db, area: CatalogueArea, id: number, values: Record<string, unknown>): Promise<boolean> {
  const entries = storedValues(area, values);
  const params = new SqlParams();
  const sets = entries.map(([c, v]) => `${quoteIdent(c)} = ${params.add(v)}`);
  // Nothing to change still has to tell whether the row exists.
  const sql =
    sets.length > 0
      ? `update ${quoteIdent(catalogueTable(area).table)} set ${sets.join(', ')} where id = ${params.add(id)} returning id`
      : `select id from ${quoteIdent(catalogueTable(area).table)} where id = ${params.add(id)}`;
  const { rows } = await db.query(sql, params.values);
  return rows.length > 0;
}

/** false when no row has that id; a row still referenced raises the database's RESTRICT violation (→ 409). */
export async function deleteCatalogueRow(db: Db, area: CatalogueArea, id: number): Promise<boolean> {
  const { rows } = await db.query(`delete from ${quoteIdent(catalogueTable(area).table)} where id = $1 returning id`, [id]);
  return rows.length > 0;
}

export async function catalogueRowExists(db: Db, table: string, id: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from ${quoteIdent(table)} where id = $1`, [id]);
  return rows.length > 0;
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
  const { rows } = await db.query<{ key: string | null }>('select printform_key as key from type_nd where id = $1 for update', [typeNdId]);
  const row = rows[0];
  if (!row) return false;
  await db.query('update type_nd set printform = $1, printform_content_type = $2, printform_key = $3, printform_content = null where id = $4', [
    form.name,
    form.contentType,
    form.storageKey,
    typeNdId,
  ]);
  return { replacedKey: row.key };
}

/**
 * The type's print form as sent to a download (files/send-file.ts): null when there is no such type,
 * `form: null` when the type has none. A form uploaded before the file store has no key yet: its body
 * is read from the old bytea column until files/legacy-files.ts moves it.
 */
export async function printFormBody(db: Db, typeNdId: number): Promise<{ form: StoredBody | null } | null> {
  const { rows } = await db.query<{ name: string | null; content_type: string | null; key: string | null; content: unknown }>(
    `select printform as name, printform_content_type as content_type, printform_key as key,
            case when printform_key is null then printform_content end as content
       from type_nd where id = $1`,
    [typeNdId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.key === null && row.content === null) return { form: null };
  return {
    form: {
      name: row.name || 'печатная-форма',
      contentType: row.content_type ?? 'application/octet-stream',
      storageKey: row.key,
      content: row.content,
    },
  };
}

/** The file store key of the type's print form, if it has one there. */
export async function printFormKey(db: Db, typeNdId: number): Promise<string | null> {
  const { rows } = await db.query<{ key: string | null }>('select printform_key as key from type_nd where id = $1', [typeNdId]);
  return rows[0]?.key ?? null;
}
