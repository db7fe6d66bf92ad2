import { closeTestDb, testDb } from '../test/test-db';
import { createOrganization } from '../test/fixtures';
import { pageWindow } from '../db/sql';
import { insertAuditRow, listAuditRows } from './audit-repository';

afterAll(closeTestDb);

describe('audit repository', () => {
  it('reads `changes` back exactly as written: the CamelCasePlugin renames result keys, never stored data', async () => {
    const db = await testDb();
    const { organizationId } = await createOrganization(db);
    // Keys as an older entry (or a client's wire payload) has them: snake_case, nested, in arrays.
    const changes = { number_paper_nd: ['Н-0', 'Н-1'], type_nd: { old_value: 1, new_value: 2 }, files: [{ file_name: 'a.txt' }] };
    await insertAuditRow(db, { userId: null, organizationId, action: 'update', entityType: 'nd', entityId: 1, changes });
    const { data, count } = await listAuditRows(db, organizationId, { entityType: 'nd', entityId: 1 }, pageWindow(0, 10));
    const mine = data.filter((e) => e.organizationId === organizationId);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ organizationId, userId: null, action: 'update', entityType: 'nd', entityId: 1, changes });
  });
});
