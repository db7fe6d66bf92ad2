import { sql } from 'kysely';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { DEMO_LOGINS } from './demo-logins';
import { seedCatalogues, seedPeople } from './seed-catalogues';
import { seedPermits } from './seed-permits';
import { seedSimops } from './seed-simops';

// Shared by every API instance: two servers starting on an empty database seed it once.
const SEED_LOCK_KEY = 7_340_002;

/**
 * Fills an empty database with the demo organization, catalogues, people and permits, in one
 * transaction. A database that has any user is left alone, so restarts and real data are never touched.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(kysely(tx));
    if (await kysely(tx).selectFrom('appUser').select('id').limit(1).executeTakeFirst()) return false;
    const ids = await seedCatalogues(tx);
    await seedSimops(tx, ids.types);
    const people = await seedPeople(tx, ids);
    await seedPermits(tx, ids, people);
    return true;
  });
}

/** Whether the demo accounts exist (a database seeded earlier), so start-up prints their logins only then. */
export async function hasDemoLogins(db: Db): Promise<boolean> {
  const row = await kysely(db)
    .selectFrom('appUser')
    .select('id')
    .where((eb) => eb.fn('lower', ['username']), '=', DEMO_LOGINS[0]?.username ?? '')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
