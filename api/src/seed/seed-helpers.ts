import type { Db } from '../db/db';
import { quoteIdent } from '../db/sql';

/** Inserts one row built from a static seed record and returns its id. Column names come from this code only. */
export async function insertRow(tx: Db, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const sql = `insert into ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})
               values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`;
  const { rows } = await tx.query<{ id: number }>(sql, Object.values(row));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return id;
}

/** Inserts every record of a keyed catalogue and returns key → id. */
export async function insertAll<K extends string, R>(
  tx: Db,
  table: string,
  records: Record<K, R>,
  toRow: (record: R) => Record<string, unknown>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const key of Object.keys(records) as K[]) ids[key] = await insertRow(tx, table, toRow(records[key]));
  return ids;
}

/**
 * Site wall-clock arithmetic: permits are placed relative to the database's current hour, so the demo
 * always has work "in progress now". Naive (UTC-based) arithmetic on a zone-less time is exact here.
 */
export async function hourClock(tx: Db): Promise<(hours: number) => string> {
  const { rows } = await tx.query<{ now: string }>(`select to_char(date_trunc('hour', localtimestamp), 'YYYY-MM-DD"T"HH24:MI:SS') as now`);
  const base = Date.parse(`${rows[0]?.now ?? ''}Z`);
  if (Number.isNaN(base)) throw new Error('no current time from the database');
  return (hours) => new Date(base + Math.round(hours * 60) * 60_000).toISOString().slice(0, 19);
}
