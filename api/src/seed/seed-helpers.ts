import type { Db } from '../db/db';
import { sql } from 'kysely';
import { databaseName, kysely } from '../db/kysely';
import { toIsoDateTime } from '../db/kysely-sql';

/**
 * Inserts one row built from a static seed record and returns its id. Column names come from this code
 * only; Kysely quotes them, and its CamelCasePlugin writes `organizationId` as organization_id (a name
 * already in snake_case stays as it is).
 */
export async function insertRow(tx: Db, table: string, row: Record<string, unknown>): Promise<number> {
  // `{ ...defaults, ...extra }` may name a column both ways (organizationId, organization_id): the later wins.
  const values = Object.fromEntries(Object.entries(row).map(([column, value]) => [databaseName(column), value]));
  // The table and the columns are the caller's literals: a wrong one is a database error, never SQL.
  const inserted = await kysely(tx)
    .insertInto(table as 'organization')
    .values(values as never)
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) throw new Error(`insert into ${table} returned no id`);
  return inserted.id;
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
  const row = await kysely(tx)
    .selectNoFrom(toIsoDateTime(sql<string>`date_trunc('hour', localtimestamp)`).as('now'))
    .executeTakeFirst();
  const base = Date.parse(`${row?.now ?? ''}Z`);
  if (Number.isNaN(base)) throw new Error('no current time from the database');
  return (hours) => new Date(base + Math.round(hours * 60) * 60_000).toISOString().slice(0, 19);
}
