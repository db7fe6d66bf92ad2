import type { Db } from '../db/db';
import { DEMO_LOGINS } from './demo-logins';
import { seedCatalogues, seedPeople } from './seed-catalogues';
import { seedPermits } from './seed-permits';

// Shared by every API instance: two servers starting on an empty database seed it once.
const SEED_LOCK_KEY = 7_340_002;

/**
 * Fills an empty database with the demo organization, catalogues, people and permits, in one
 * transaction. A database that has any user is left alone, so restarts and real data are never touched.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ has: boolean }>('select exists (select 1 from app_user) as has');
    if (rows[0]?.has) return false;
    const ids = await seedCatalogues(tx);
    const people = await seedPeople(tx, ids);
    await seedPermits(tx, ids, people);
    return true;
  });
}

/** Whether the demo accounts exist (a database seeded earlier), so start-up prints their logins only then. */
export async function hasDemoLogins(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ has: boolean }>('select exists (select 1 from app_user where lower(username) = $1) as has', [
    DEMO_LOGINS[0]?.username ?? '',
  ]);
  return rows[0]?.has ?? false;
}
