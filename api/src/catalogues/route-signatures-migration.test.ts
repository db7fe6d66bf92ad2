import { loadMigrations, migrate } from '../db/migrate';
import { insertRow } from '../seed/seed-helpers';
import { closeTestDb, unmigratedTestDb } from '../test/test-db';

afterAll(closeTestDb);

describe('migration 025', () => {
  it('completes the routes stored before it with both signatures at their end, and leaves full and empty ones', async () => {
    const db = await unmigratedTestDb();
    await migrate(
      db,
      loadMigrations().filter((m) => m.version < 25),
    );
    const stored = {
      preparatorOnly: ['PREPARATOR'],
      approverFirst: ['APPROVER', 'PREPARATOR'],
      full: ['PREPARATOR', 'APPROVER', 'ISSUANCER'],
      empty: [],
    };
    const ids: Record<string, number> = {};
    for (const [name, route] of Object.entries(stored)) ids[name] = await insertRow(db, 'type_nd', { type: name, description: 'т', route });
    expect(await migrate(db)).toContain(25);
    const { rows } = await db.query<{ type: string; route: string[] }>('select type, route from type_nd where id = any($1) order by id', [
      Object.values(ids),
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.type, r.route]))).toEqual({
      preparatorOnly: ['PREPARATOR', 'ISSUANCER', 'APPROVER'],
      approverFirst: ['PREPARATOR', 'ISSUANCER', 'APPROVER'],
      full: ['PREPARATOR', 'APPROVER', 'ISSUANCER'],
      empty: [],
    });
  });
});
