import type { CatalogueArea } from '@permit/shared-contracts';
import type { Db } from '../db/db';
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
function cachedSelect(area: CatalogueArea): string {
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
