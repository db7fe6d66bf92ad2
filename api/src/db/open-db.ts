import type { AppConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite-db';
import { openPostgres } from './pg-db';

/** Opens the database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export async function openDb(config: Pick<AppConfig, 'database' | 'timeZone'>, onPoolError?: (error: Error) => void): Promise<Db> {
  if (config.database.kind === 'postgres') {
    const db = openPostgres({ url: config.database.url, max: config.database.poolSize, timeZone: config.timeZone, onPoolError });
    await db.query('select 1');
    return db;
  }
  return openPglite(config.database.dataDir, config.timeZone);
}
