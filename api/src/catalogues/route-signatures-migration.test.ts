import type { Db } from '../db/db';
import { loadMigrations, migrate } from '../db/migrate';
import { insertRow } from '../seed/seed-helpers';
import { createOrganization, createPermit, createUser } from '../test/fixtures';
import { closeTestDb, unmigratedTestDb } from '../test/test-db';

afterAll(closeTestDb);

/** Migration 025 (route-signatures.test.ts has the rule it brings): what it does to the types and permits stored before it. */
describe('migration 025', () => {
  let db: Db;
  const types: Record<string, number> = {};
  const permits: Record<string, number> = {};

  beforeAll(async () => {
    db = await unmigratedTestDb();
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
    for (const [name, route] of Object.entries(stored)) types[name] = await insertRow(db, 'type_nd', { type: name, description: 'т', route });
    const org = await createOrganization(db);
    const creatorId = (await createUser(db, { ...org, roles: ['CREATOR'] })).id;
    const permit = async (type: number, status: 'READY_TO_WORK' | 'ON_ACCEPTANCE' | 'IN_WORK', approved: string[]) => {
      const id = await createPermit(db, { organizationId: org.organizationId, creatorId, typeId: type, status });
      await db.query('update nd set approved_steps = $2 where id = $1', [id, approved]);
      return id;
    };
    // Approved by the preparator alone under [PREPARATOR]: the loophole the rule closes.
    permits.loophole = await permit(types.preparatorOnly!, 'READY_TO_WORK', ['PREPARATOR']);
    permits.underApproval = await permit(types.preparatorOnly!, 'ON_ACCEPTANCE', []);
    permits.working = await permit(types.preparatorOnly!, 'IN_WORK', ['PREPARATOR']);
    permits.fullRoute = await permit(types.full!, 'READY_TO_WORK', ['PREPARATOR', 'APPROVER', 'ISSUANCER']);
    expect(await migrate(db)).toContain(25);
  });

  it('completes the routes with both signatures at their end, and leaves full and empty ones', async () => {
    const { rows } = await db.query<{ type: string; route: string[] }>('select type, route from type_nd where id = any($1) order by id', [
      Object.values(types),
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.type, r.route]))).toEqual({
      preparatorOnly: ['PREPARATOR', 'ISSUANCER', 'APPROVER'],
      approverFirst: ['PREPARATOR', 'ISSUANCER', 'APPROVER'],
      full: ['PREPARATOR', 'APPROVER', 'ISSUANCER'],
      empty: [],
    });
  });

  it('sends a permit approved without both signatures back to approval with its steps and a history row; leaves the rest', async () => {
    const state = async (id: number) =>
      (await db.query<{ status: string; approved_steps: string[] }>('select status, approved_steps from nd where id = $1', [id])).rows[0];
    const history = async (id: number) =>
      (
        await db.query<{ status_from: string; status_to: string; user_id: number | null; comment: string }>(
          'select status_from, status_to, user_id, comment from route_history where nd_id = $1',
          [id],
        )
      ).rows;
    expect(await state(permits.loophole!)).toEqual({ status: 'ON_ACCEPTANCE', approved_steps: ['PREPARATOR'] });
    expect(await history(permits.loophole!)).toEqual([
      {
        status_from: 'READY_TO_WORK',
        status_to: 'ON_ACCEPTANCE',
        user_id: null,
        comment: 'Маршрут вида наряд-допуска дополнен шагами «Выдающий НД» и «Утверждающий»: нужны их согласования',
      },
    ]);
    expect(await state(permits.underApproval!)).toEqual({ status: 'ON_ACCEPTANCE', approved_steps: [] });
    expect(await state(permits.working!)).toEqual({ status: 'IN_WORK', approved_steps: ['PREPARATOR'] });
    expect(await state(permits.fullRoute!)).toMatchObject({ status: 'READY_TO_WORK' });
    for (const id of [permits.underApproval!, permits.working!, permits.fullRoute!]) expect(await history(id)).toEqual([]);
  });
});
