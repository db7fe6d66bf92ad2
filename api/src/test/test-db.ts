import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite-db';
import { openPostgres } from '../db/pg-db';
import { removeTestFileStore } from './test-files';

/**
 * One migrated database per test file. Default: PGlite in memory (about 3-5 s and 700 MB to start, so
 * never one per test). With DATABASE_URL: the same tests on a PostgreSQL server, each file in a fresh
 * schema of its own that is dropped afterwards. Tests create the rows they write.
 */
let current: Promise<Db> | undefined;
/** The file's database was opened without migrations (unmigratedTestDb). */
let unmigrated = false;
let dropSchema: (() => Promise<void>) | undefined;

/**
 * The database clock's zone: Moscow, as a site runs; TEST_TIME_ZONE overrides it so the suite can be run at any
 * local hour (scripts/lib/day-edge.mjs picks a zone where it is now just past midnight or just before it).
 */
export const TEST_TIME_ZONE = process.env.TEST_TIME_ZONE || 'Europe/Moscow';

async function open(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite('memory://', TEST_TIME_ZONE);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  dropSchema = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  return openPostgres({ url, timeZone: TEST_TIME_ZONE, schema, max: 4 });
}

export function testDb(): Promise<Db> {
  if (unmigrated) throw new Error('testDb: this test file opened its database unmigrated');
  current ??= open().then(async (db) => {
    await migrate(db);
    return db;
  });
  return current;
}

/** The same database before any migration, for a test of one migration over rows written before it (closeTestDb after). */
export function unmigratedTestDb(): Promise<Db> {
  // One database per file: asked for both ways, the second caller would get the other's state.
  if (current) throw new Error('unmigratedTestDb: this test file already opened its database');
  unmigrated = true;
  current = open();
  return current;
}

/** Call from afterAll of every file that used testDb() or unmigratedTestDb(). */
export async function closeTestDb(): Promise<void> {
  if (!current) return;
  const db = await current;
  current = undefined;
  unmigrated = false;
  await db.close();
  await dropSchema?.();
  dropSchema = undefined;
  removeTestFileStore();
}

export const usesPostgresServer = () => Boolean(process.env.DATABASE_URL);
