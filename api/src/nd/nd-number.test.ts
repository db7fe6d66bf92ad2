import { ndSearchQuerySchema, type NdSearchFilter, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createPermit, createUser } from '../test/fixtures';
import { closeTestDb, testDb } from '../test/test-db';
import { searchNd } from './nd-list-repository';

let db: Db;
let organizationId: number;
let otherOrganizationId: number;
let creatorId: number;

// Every filter empty, as the contract reads a query without any.
const NO_FILTER: NdSearchFilter = ndSearchQuerySchema.parse({});

/** The search's count and page, and the same from nd itself: numbers containing the text, any case, newest first. */
async function bothWays(filter: Partial<NdSearchFilter> & { numberPaperNd: string }): Promise<[[number, number[]], [number, number[]]]> {
  const full = { ...NO_FILTER, ...filter };
  const found = await searchNd(db, { organizationId, filter: full }, { limit: 3, offset: '0' });
  const { rows } = await db.query<{ id: number }>(
    `select id from nd where organization_id = $1 and ($3::text is null or status = $3)
        and (strpos(lower(number_paper_nd), lower($2)) > 0 or id::text = $2)
      order by id desc`,
    [organizationId, full.numberPaperNd, full.status],
  );
  return [
    [found.count, found.data.map((r) => r.id)],
    [rows.length, rows.slice(0, 3).map((r) => r.id)],
  ];
}

const copyOf = async (id: number) =>
  (await db.query<{ organization_id: number; number_search: string }>('select organization_id, number_search from nd_number where nd_id = $1', [id]))
    .rows;

beforeAll(async () => {
  db = await testDb();
  const org = await createOrganization(db);
  organizationId = org.organizationId;
  otherOrganizationId = (await createOrganization(db)).organizationId;
  creatorId = (await createUser(db, { ...org, roles: ['CREATOR'] })).id;
  const permits: [string, NdStatus][] = [
    ['ОГ-101', 'DRAFT'],
    ['ог-102', 'IN_WORK'],
    ['ВР-7', 'IN_WORK'],
    ['Ог-1010', 'ARCHIVE'],
    ['og-1', 'IN_WORK'],
    ['ОГ-103', 'STOPPED'],
  ];
  for (const [numberPaperNd, status] of permits) await createPermit(db, { organizationId, creatorId, status, numberPaperNd });
  // Another organization's matching number is never found.
  await createPermit(db, { organizationId: otherOrganizationId, creatorId, status: 'IN_WORK', numberPaperNd: 'ОГ-104' });
});
afterAll(closeTestDb);

// The cases run in order on one set of permits: each later one starts from the changes of those before it.
describe("ndSearch by number: the numbers table (migration 022) alone, nd's own copy with other filters", () => {
  const filters = (): (Partial<NdSearchFilter> & { numberPaperNd: string })[] => [
    { numberPaperNd: 'ог-10' },
    { numberPaperNd: 'ОГ-1' },
    { numberPaperNd: 'ог-10', status: 'IN_WORK' },
    { numberPaperNd: 'вр' },
    { numberPaperNd: 'нет' },
  ];

  it('gives the same count and page as the permits themselves, by number alone or with a status', async () => {
    for (const filter of filters()) {
      const [search, exact] = await bothWays(filter);
      expect(search).toEqual(exact);
    }
    expect((await bothWays({ numberPaperNd: 'ог-10' }))[0][0]).toBe(4);
  });

  it('finds digits as a number or as the permit id, within the organization only', async () => {
    const all = async (text: string) => searchNd(db, { organizationId, filter: { ...NO_FILTER, numberPaperNd: text } }, { limit: 20, offset: '0' });
    // A permit whose id no number contains: only the id arm can find it.
    const id = await createPermit(db, { organizationId, creatorId, status: 'IN_WORK', numberPaperNd: 'Без цифр' });
    const { rows: containing } = await db.query('select id from nd where strpos(number_paper_nd, $1) > 0', [String(id)]);
    expect(containing).toEqual([]);
    expect((await all(String(id))).data.map((r) => r.id)).toEqual([id]);
    const [search, exact] = await bothWays({ numberPaperNd: String(id) });
    expect(search).toEqual(exact);

    const { rows: other } = await db.query<{ id: number }>('select id from nd where organization_id = $1', [otherOrganizationId]);
    expect(other).toHaveLength(1);
    const foreign = await all(String(other[0]?.id));
    expect(foreign.data.map((r) => r.id)).not.toContain(other[0]?.id);
    expect(foreign.count).toBe(foreign.data.length);
    expect((await all('ОГ-104')).count).toBe(0);
    // A copy gone stale (written with triggers off) still shows no other organization's permit: the rows are
    // checked. Its count is the copy's, though (docs/performance.md says so): the total is what the copy holds.
    await db.query('update nd_number set organization_id = $1 where nd_id = $2', [organizationId, other[0]?.id]);
    try {
      const stale = await all('ОГ-104');
      expect(stale.data).toEqual([]);
      expect(stale.count).toBe(1);
    } finally {
      await db.query('update nd_number set organization_id = $1 where nd_id = $2', [otherOrganizationId, other[0]?.id]);
    }
  });

  it('reads the copy, and the copy follows new permits, number edits, organization changes and deletes', async () => {
    const { rows } = await db.query<{ id: number }>(`select id from nd where number_paper_nd = 'ВР-7'`);
    const id = rows[0]?.id ?? 0;
    // The copy, not nd, answers: a copy changed behind nd's back is what the search finds.
    await db.query(`update nd_number set number_search = 'подмена' where nd_id = $1`, [id]);
    expect((await bothWays({ numberPaperNd: 'ПОДМЕНА' }))[0]).toEqual([1, [id]]);
    // With another filter the number is matched on nd's own copy (020), so the planted one is not seen there.
    expect((await bothWays({ numberPaperNd: 'ПОДМЕНА', status: 'IN_WORK' }))[0]).toEqual([0, []]);
    expect((await bothWays({ numberPaperNd: 'вр-7', status: 'IN_WORK' }))[0]).toEqual([1, [id]]);
    await db.query(`update nd set number_paper_nd = 'ВР-8' where id = $1`, [id]);
    expect(await copyOf(id)).toEqual([{ organization_id: organizationId, number_search: 'вр-8' }]);
    // A copy gone missing (rows written with triggers off) comes back with the permit's next number change.
    await db.query('delete from nd_number where nd_id = $1', [id]);
    await db.query(`update nd set number_paper_nd = 'ВР-9' where id = $1`, [id]);
    expect(await copyOf(id)).toEqual([{ organization_id: organizationId, number_search: 'вр-9' }]);

    await db.query(`update nd set number_paper_nd = 'ОГ-105' where id = $1`, [id]);
    await db.query(`update nd set organization_id = $1 where organization_id = $2`, [organizationId, otherOrganizationId]);
    await db.query(`delete from nd where organization_id = $1 and status = 'ARCHIVE'`, [organizationId]);
    await createPermit(db, { organizationId, creatorId, status: 'IN_WORK', numberPaperNd: 'ОГ-106' });
    for (const filter of filters()) {
      const [search, exact] = await bothWays(filter);
      expect(search).toEqual(exact);
    }
    expect((await bothWays({ numberPaperNd: 'ог-10' }))[0][0]).toBe(6);
    const { rows: copies } = await db.query<{ n: number }>(
      'select count(*)::int as n from nd full join nd_number c on c.nd_id = nd.id where c.nd_id is null or nd.id is null',
    );
    expect(copies[0]?.n).toBe(0);
  });

  it('leaves the copy alone on a status move', async () => {
    const { rows } = await db.query<{ id: number }>(`select id from nd where number_paper_nd = 'ОГ-103'`);
    const id = rows[0]?.id ?? 0;
    const version = async () => (await db.query<{ v: string }>('select xmin::text as v from nd_number where nd_id = $1', [id])).rows[0]?.v;
    const before = await version();
    await db.query(`update nd set status = 'CLOSE_WORK' where id = $1`, [id]);
    expect(await version()).toBe(before);
  });
});
