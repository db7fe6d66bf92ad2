import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/sql';
import { filesOnDisk } from './test-files';

/**
 * Tables whose whole purpose is to record refused requests: a failed login or reset is counted there so
 * every instance throttles alike. A refusal that changes them is intended, not a partial write.
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
  // Per table the row count and the sum of the rows' xmin: any insert, update or delete that stays (a
  // committed statement, even one writing the same values) makes a row version with a new xmin, while a
  // rolled-back transaction leaves nothing visible. Cheaper than hashing contents (files are bytea).
  const parts = tables.map((t) => `select '${t}:' || count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0) as f from ${quoteIdent(t)} x`);
  const query = `select string_agg(f, ' ' order by f) from (${parts.join(' union all ')}) s`;
  // A function of the test's own schema: PL/pgSQL plans the union once per connection, not on every call.
  await db.exec(`create or replace function test_fingerprint() returns text language plpgsql as $fp$ begin return (${query}); end $fp$`);
  return 'select test_fingerprint() as fingerprint';
}

/**
 * A cheap digest of every table of the test's schema (row counts and row versions) and of the files in the
 * test file's store: equal fingerprints before and after a refused request mean it changed nothing.
 * Tables are listed once per Db.
 */
export async function dbFingerprint(db: Db): Promise<string> {
  let sql = statements.get(db);
  if (!sql) {
    sql = fingerprintSql(db);
    statements.set(db, sql);
  }
  const { rows } = await db.query<{ fingerprint: string }>(await sql);
  // File bodies live beside the database (files/file-store.ts): a refusal must not leave one there either.
  const files = filesOnDisk();
  const digest = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  return `${rows[0]!.fingerprint} file-store:${files.length}:${digest}`;
}

/** The tables whose entries differ between two fingerprints, for a readable failure. */
export function changedTables(before: string, after: string): string[] {
  const a = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((entry) => !a.has(entry))
    .map((entry) => entry.split(':')[0]!);
}
