import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `001-catalogues.sql` → version 1. Files without a numeric prefix are not migrations and are refused loudly. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const migrations = files.map((file) => {
    const match = /^(\d{3})-[a-z0-9-]+\.sql$/.exec(file);
    if (!match?.[1]) throw new Error(`migration file name must look like 001-name.sql: ${file}`);
    return { version: Number(match[1]), name: file, sql: readFileSync(path.join(dir, file), 'utf8') };
  });
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations must be numbered 001, 002, … without gaps: ${m.name}`);
  });
  return migrations;
}

// Any fixed number: it only has to be the same in every API instance.
const MIGRATION_LOCK_KEY = 7_340_001;

/**
 * Applies the migrations not yet applied, in order, each in its own transaction with its bookkeeping row.
 * Forward-only: an applied file is never run again. Several instances starting at once against one server
 * serialize on an advisory lock, and each re-reads what is applied after getting it.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  // Under the lock too: two servers creating the table at once would otherwise collide.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamp(0) not null default localtimestamp(0)
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const { rows } = await tx.query<{ version: number }>('select version from schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
