import type { Db } from '../db/db';
import { quoteIdent } from '../db/sql';

/**
 * Tables whose whole purpose is to record refused requests: a failed login or reset is counted there so
 * every instance throttles alike. A refusal that changes them is the design, not a partial write.
 */
export const REFUSAL_COUNTER_TABLES = ['login_throttle'];

const statements = new WeakMap<Db, Promise<string>>();

async function fingerprintSql(db: Db): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const tables = rows.map((r) => r.name).filter((t) => !REFUSAL_COUNTER_TABLES.includes(t));
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  // Row count plus an order-independent sum of row hashes per table: one round trip for the whole database.
  const parts = tables.map(
    (t) => `select '${t}:' || count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as f from ${quoteIdent(t)} x`,
  );
  return `select string_agg(f, ' ' order by f) as fingerprint from (${parts.join(' union all ')}) s`;
}

/**
 * A cheap digest of every table of the test's schema (row counts and a checksum of the rows): equal
 * fingerprints before and after a refused request mean it changed nothing. Tables are listed once per Db.
 */
export async function dbFingerprint(db: Db): Promise<string> {
  let sql = statements.get(db);
  if (!sql) {
    sql = fingerprintSql(db);
    statements.set(db, sql);
  }
  const { rows } = await db.query<{ fingerprint: string }>(await sql);
  return rows[0]!.fingerprint;
}

/** The tables whose entries differ between two fingerprints, for a readable failure. */
export function changedTables(before: string, after: string): string[] {
  const a = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((entry) => !a.has(entry))
    .map((entry) => entry.split(':')[0]!);
}
