import type { Db } from '../db/db';
import { loadMigrations, migrate } from '../db/migrate';
import { createOrganization, createPermit, createUser } from '../test/fixtures';
import { closeTestDb, unmigratedTestDb } from '../test/test-db';

let db: Db;
afterAll(closeTestDb);

describe('migration 022 (the numbers table)', () => {
  it('copies the permits written before it, and the trigger keeps the copy from then on', async () => {
    db = await unmigratedTestDb();
    await migrate(
      db,
      loadMigrations().filter((m) => m.version < 22),
    );
    const org = await createOrganization(db);
    const creatorId = (await createUser(db, { ...org, roles: ['CREATOR'] })).id;
    const before = [
      await createPermit(db, { organizationId: org.organizationId, creatorId, numberPaperNd: 'ОГ-101' }),
      await createPermit(db, { organizationId: org.organizationId, creatorId, numberPaperNd: 'Вр-Ж/7' }),
    ];
    expect(await migrate(db)).toContain(22);

    const copies = async () =>
      (
        await db.query<{ nd_id: number; organization_id: number; number_search: string }>(
          'select nd_id, organization_id, number_search from nd_number order by nd_id',
        )
      ).rows;
    expect(await copies()).toEqual([
      { nd_id: before[0], organization_id: org.organizationId, number_search: 'ог-101' },
      { nd_id: before[1], organization_id: org.organizationId, number_search: 'вр-ж/7' },
    ]);
    const after = await createPermit(db, { organizationId: org.organizationId, creatorId, numberPaperNd: 'НД-3' });
    expect((await copies()).map((c) => [c.nd_id, c.number_search])).toEqual([
      [before[0], 'ог-101'],
      [before[1], 'вр-ж/7'],
      [after, 'нд-3'],
    ]);
  });
});
