import { ndSearchQuerySchema, type NdSearchFilter, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createOrganization, createPermit, createUser } from '../test/fixtures';
import { closeTestDb, testDb } from '../test/test-db';
import { searchNd } from './nd-list-repository';

let db: Db;
let organizationId: number;
let otherOrganizationId: number;
let sections: number[];
let creatorId: number;

// Every filter empty, as the contract reads a query without any.
const NO_FILTER: NdSearchFilter = ndSearchQuerySchema.parse({});

/** The search's count and page, and the same from nd itself (newest first). */
async function bothWays(filter: Partial<NdSearchFilter>): Promise<[[number, number[]], [number, number[]]]> {
  const full = { ...NO_FILTER, ...filter };
  const found = await searchNd(db, { organizationId, filter: full }, { limit: 20, offset: '0' });
  const { rows } = await db.query<{ id: number }>(
    `select id from nd where organization_id = $1 and section_id = $2 and ($3::text is null or status = $3) order by id desc`,
    [organizationId, full.section, full.status],
  );
  return [
    [found.count, found.data.map((r) => r.id)],
    [rows.length, rows.slice(0, 20).map((r) => r.id)],
  ];
}

beforeAll(async () => {
  db = await testDb();
  const org = await createOrganization(db);
  organizationId = org.organizationId;
  const second = await insertRow(db, 'section', { section: 'Второй отдел', description: 'тест', organization: organizationId });
  sections = [org.sectionId, second];
  otherOrganizationId = (await createOrganization(db)).organizationId;
  creatorId = (await createUser(db, { ...org, roles: ['CREATOR'] })).id;
  const statuses: NdStatus[] = ['DRAFT', 'IN_WORK', 'ARCHIVE', 'IN_WORK', 'STOPPED'];
  for (const [i, status] of statuses.entries()) {
    await createPermit(db, { organizationId, creatorId, status, sectionId: sections[i % 2] });
  }
  // No section, and another organization's permit naming this section: neither is counted for it.
  await createPermit(db, { organizationId, creatorId, status: 'IN_WORK' });
  await createPermit(db, { organizationId: otherOrganizationId, creatorId, status: 'IN_WORK', sectionId: sections[0] });
});
afterAll(closeTestDb);

describe('ndSearch by section from the section counters (migration 021)', () => {
  const filters = (): Partial<NdSearchFilter>[] =>
    sections.flatMap((section) => [{ section }, { section, status: 'IN_WORK' as const }, { section, status: 'CANCELLED' as const }]);

  it('gives the same count and page as the permits themselves', async () => {
    for (const filter of filters()) {
      const [search, exact] = await bothWays(filter);
      expect(search).toEqual(exact);
    }
    expect((await bothWays({ section: sections[0] }))[0][0]).toBe(3);
  });

  it('reads the counters, and they follow moves, section edits, organization changes and deletes', async () => {
    // The counters, not the permits, answer: a row counted twice shows in the total.
    await db.query(`insert into nd_section_count (organization_id, section_id, status, shard, n) values ($1, $2, 'ARCHIVE', 99, 1000)`, [
      organizationId,
      sections[0],
    ]);
    expect((await bothWays({ section: sections[0] }))[0][0]).toBe(1003);
    await db.query('delete from nd_section_count where shard = 99');

    await db.query(`update nd set status = 'CLOSE_WORK' where organization_id = $1 and status = 'STOPPED'`, [organizationId]);
    await db.query(`update nd set section_id = $2 where organization_id = $1 and status = 'DRAFT'`, [organizationId, sections[1]]);
    await db.query(`update nd set section_id = $2 where organization_id = $1 and section_id is null`, [organizationId, sections[0]]);
    await db.query(`update nd set organization_id = $1 where organization_id = $2`, [organizationId, otherOrganizationId]);
    await db.query(`delete from nd where organization_id = $1 and status = 'ARCHIVE'`, [organizationId]);
    for (const filter of [...filters(), { section: sections[0], status: 'CLOSE_WORK' as const }]) {
      const [search, exact] = await bothWays(filter);
      expect(search).toEqual(exact);
    }
  });
});
