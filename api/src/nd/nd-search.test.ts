import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, endpoints, ND_STATUSES, type NdStatus } from '@permit/shared-contracts';
import { createContentWork, createOrganization, createPermit, createPlace, createType, createUser, type TestUser } from '../test/fixtures';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let aliceToken: string;
let strangerToken: string;
const ids = { p1: 0, p2: 0, p3: 0, p4: 0, q1: 0, cw1: 0, cw2: 0, type: 0, place: 0, section: 0, orgA: 0, orgB: 0 };

beforeAll(async () => {
  const db = await testDb();
  app = await testApp(db);
  const a = await createOrganization(db);
  const b = await createOrganization(db);
  ids.orgA = a.organizationId;
  ids.orgB = b.organizationId;
  ids.section = a.sectionId;
  alice = await createUser(db, { ...a, roles: ['CREATOR'] });
  bob = await createUser(db, { ...a, roles: ['EXECUTOR', 'CREATOR'] });
  const stranger = await createUser(db, { ...b, roles: ['CREATOR'] });
  ids.place = await createPlace(db);
  ids.type = await createType(db);
  ids.cw1 = await createContentWork(db, ids.place);
  ids.cw2 = await createContentWork(db, ids.place);
  const inA = { organizationId: a.organizationId };
  ids.p1 = await createPermit(db, {
    ...inA,
    creatorId: alice.id,
    status: 'DRAFT',
    numberPaperNd: 'ОГ-101',
    datetimeStart: '2026-03-01T08:00:00',
    datetimeEnd: '2026-03-01T20:00:00',
    typeId: ids.type,
    placeId: ids.place,
    sectionId: a.sectionId,
    contentWorkIds: [ids.cw1],
  });
  ids.p2 = await createPermit(db, {
    ...inA,
    creatorId: bob.id,
    status: 'IN_WORK',
    numberPaperNd: 'ВР-202',
    datetimeStart: '2026-03-15T10:00:00',
    datetimeEnd: '2026-03-15T18:00:00',
    executorId: bob.id,
    contentWorkIds: [ids.cw2],
  });
  ids.p3 = await createPermit(db, {
    ...inA,
    creatorId: alice.id,
    status: 'IN_WORK',
    numberPaperNd: '50%_off',
    datetimeStart: '2026-03-31T23:59:30',
    datetimeEnd: '2026-04-01T08:00:00',
    contentWorkIds: [ids.cw2, ids.cw1],
  });
  ids.p4 = await createPermit(db, { ...inA, creatorId: alice.id, status: 'ARCHIVE' });
  ids.q1 = await createPermit(db, {
    organizationId: b.organizationId,
    creatorId: stranger.id,
    status: 'IN_WORK',
    numberPaperNd: 'ОГ-101',
    contentWorkIds: [ids.cw1],
  });
  aliceToken = await login(app, alice.username, alice.password);
  strangerToken = await login(app, stranger.username, stranger.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

/** The empty-filter form the portal's list sends (docs/domain.md «Форматы обмена»), with overrides. */
function searchUrl(filters: Record<string, string | number> = {}, page = 0, size = 20): string {
  const query = new URLSearchParams({
    contentWorks: '0',
    numberPaperNd: '!',
    type: '0',
    userApprover: '0',
    userExecutor: '0',
    userIndustrialSafer: '0',
    userIssuancer: '0',
    userPreparator: '0',
    creator: '0',
    date_start: '!',
    date_end: '!',
    section: '0',
    place: '0',
    status: '',
    organization: '0',
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
  });
  return `/api/nd_processing/ndSearch/${page}/${size}?${query}`;
}

async function search(filters: Record<string, string | number> = {}, page = 0, size = 20, token = aliceToken) {
  const res = await getAs(app, token, searchUrl(filters, page, size));
  expect(res.statusCode).toBe(200);
  return endpoints.nd.search.response.parse(res.json());
}

const idsOf = async (filters: Record<string, string | number>) => (await search(filters)).data.map((r) => r.id);

describe('GET /api/nd_processing/ndSearch/{page}/{size}', () => {
  it('with every filter empty ("!", 0, "") lists the organization’s permits, newest first, with the count', async () => {
    const result = await search();
    expect(result.data.map((r) => r.id)).toEqual([ids.p4, ids.p3, ids.p2, ids.p1]);
    expect(result.count).toBe(4);
    const p3 = result.data.find((r) => r.id === ids.p3);
    expect(p3).toMatchObject({ status: 'IN_WORK', datetimeStart: '2026-03-31T23:59:30', datetimeEnd: '2026-04-01T08:00:00' });
    expect(p3?.contentWorks.map((c) => c.id)).toEqual([ids.cw2, ids.cw1]);
    expect(p3?.creator_detail).toMatchObject({ id: alice.id, family: 'Тестов' });
    const p4 = result.data.find((r) => r.id === ids.p4);
    expect(p4).toMatchObject({ datetimeStart: '', datetimeEnd: '', place_detail: null, type_detail: null, contentWorks: [] });
    const p1 = result.data.find((r) => r.id === ids.p1);
    expect(p1?.place_detail?.id).toBe(ids.place);
    expect(p1?.type_detail?.id).toBe(ids.type);
  });

  it('also accepts a request with no query at all', async () => {
    const res = await getAs(app, aliceToken, '/api/nd_processing/ndSearch/0/20');
    expect(res.json().count).toBe(4);
  });

  it('finds the paper number by case-insensitive substring, with % and _ taken literally, or by the permit id', async () => {
    // Rounds: the same answers from a connection that has run the statement before.
    for (let round = 0; round < 4; round++) {
      expect(await idsOf({ numberPaperNd: 'ог-1' })).toEqual([ids.p1]);
      expect(await idsOf({ numberPaperNd: '50%' })).toEqual([ids.p3]);
      expect(await idsOf({ numberPaperNd: 'ОГ_101' })).toEqual([]);
      expect(await idsOf({ numberPaperNd: '%' })).toEqual([ids.p3]);
      expect(await idsOf({ numberPaperNd: 'OFF' })).toEqual([ids.p3]);
      expect(await idsOf({ numberPaperNd: 'ж' })).toEqual([]);
    }
    expect(await idsOf({ numberPaperNd: String(ids.p4) })).toContain(ids.p4);
  });

  it('filters by status, creator, participant, type, place, section and work content', async () => {
    expect(await idsOf({ status: 'IN_WORK' })).toEqual([ids.p3, ids.p2]);
    expect(await idsOf({ status: 'CANCELLED' })).toEqual([]);
    expect(await idsOf({ creator: alice.id })).toEqual([ids.p4, ids.p3, ids.p1]);
    expect(await idsOf({ userExecutor: bob.id })).toEqual([ids.p2]);
    expect(await idsOf({ userApprover: bob.id })).toEqual([]);
    expect(await idsOf({ type: ids.type })).toEqual([ids.p1]);
    expect(await idsOf({ place: ids.place })).toEqual([ids.p1]);
    expect(await idsOf({ section: ids.section })).toEqual([ids.p1]);
    expect(await idsOf({ contentWorks: ids.cw1 })).toEqual([ids.p3, ids.p1]);
    expect(await idsOf({ contentWorks: ids.cw2, creator: alice.id })).toEqual([ids.p3]);
  });

  it('filters the planned start by date range, the end day inclusive to its last minute', async () => {
    expect(await idsOf({ date_start: '2026-03-15 00:00', date_end: '2026-03-31 23:59' })).toEqual([ids.p3, ids.p2]);
    expect(await idsOf({ date_start: '2026-03-02 00:00' })).toEqual([ids.p3, ids.p2]);
    expect(await idsOf({ date_end: '2026-03-01 08:00' })).toEqual([ids.p1]);
    expect(await idsOf({ date_start: '2026-03-15T10:00:01' })).toEqual([ids.p3]);
  });

  it('pages zero-based; sizes of 0, -1 or 10000000 mean all rows; the count is always the total', async () => {
    const first = await search({}, 0, 2);
    expect(first.data.map((r) => r.id)).toEqual([ids.p4, ids.p3]);
    expect(first.count).toBe(4);
    expect((await search({}, 1, 2)).data.map((r) => r.id)).toEqual([ids.p2, ids.p1]);
    expect(await search({}, 2, 2)).toEqual({ data: [], count: 4 });
    for (const size of [10_000_000, -1, 0]) expect((await search({}, 0, size)).data).toHaveLength(4);
    expect(await search({}, 1, -1)).toEqual({ data: [], count: 4 });
    expect((await search({ status: 'IN_WORK' }, 0, 1)).count).toBe(2);
  });

  it('never leaves the caller’s organization, whatever the organization filter says', async () => {
    expect(await idsOf({ organization: ids.orgB })).toEqual([]);
    expect(await idsOf({ organization: ids.orgA })).toHaveLength(4);
    const theirs = await search({}, 0, 20, strangerToken);
    expect(theirs.data.map((r) => r.id)).toEqual([ids.q1]);
    expect((await search({ organization: ids.orgA }, 0, 20, strangerToken)).count).toBe(0);
  });

  it('gives a user without an organization an empty list', async () => {
    const db = await testDb();
    const loner = await createUser(db, { organizationId: null, roles: ['CREATOR'] });
    const token = await login(app, loner.username, loner.password);
    expect(await search({}, 0, 20, token)).toEqual({ data: [], count: 0 });
  });

  it('answers 400 for malformed filters and paging', async () => {
    const bad: Record<string, string>[] = [
      { status: 'NOPE' },
      { date_start: '31.12.2026' },
      { type: '-1' },
      { creator: 'abc' },
      { numberPaperNd: 'x'.repeat(300) },
    ];
    for (const filters of bad) {
      const res = await getAs(app, aliceToken, searchUrl(filters));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    for (const url of ['/api/nd_processing/ndSearch/-1/20', '/api/nd_processing/ndSearch/a/20', '/api/nd_processing/ndSearch/0/1e3']) {
      expect((await getAs(app, aliceToken, url)).statusCode).toBe(400);
    }
  });

  it('survives absurd paging without a 500', async () => {
    const res = await getAs(app, aliceToken, '/api/nd_processing/ndSearch/2147483647/9999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], count: 4 });
  });
});

describe('ndSearch pages of the default size', () => {
  // The first page of DEFAULT_PAGE_SIZE has a statement of its own (its limit written in, nd-list-repository.ts):
  // it must give the same rows as any other way of paging, with more permits than one page holds.
  it('give the newest DEFAULT_PAGE_SIZE first, then the rest, with or without a status', async () => {
    const db = await testDb();
    const org = await createOrganization(db);
    const user = await createUser(db, { ...org, roles: ['CREATOR'] });
    const token = await login(app, user.username, user.password);
    const created: number[] = [];
    for (let i = 0; i < DEFAULT_PAGE_SIZE + 3; i++) {
      created.push(await createPermit(db, { organizationId: org.organizationId, creatorId: user.id, status: i % 2 ? 'IN_WORK' : 'DRAFT' }));
    }
    const newest = [...created].reverse();
    const pageOf = async (filters: Record<string, string>, page: number, size: number) =>
      (await search(filters, page, size, token)).data.map((r) => r.id);
    for (const filters of [{}, { status: 'DRAFT' }] as Record<string, string>[]) {
      const all = filters.status ? newest.filter((_, i) => (created.length - 1 - i) % 2 === 0) : newest;
      const first = await search(filters, 0, DEFAULT_PAGE_SIZE, token);
      expect(first.count).toBe(all.length);
      expect(first.data.map((r) => r.id)).toEqual(all.slice(0, DEFAULT_PAGE_SIZE));
      expect(await pageOf(filters, 1, DEFAULT_PAGE_SIZE)).toEqual(all.slice(DEFAULT_PAGE_SIZE));
      // The same rows through the parameterised statement: two pages of another size.
      const half = DEFAULT_PAGE_SIZE / 2;
      expect([...(await pageOf(filters, 0, half)), ...(await pageOf(filters, 1, half))]).toEqual(all.slice(0, DEFAULT_PAGE_SIZE));
    }
  });
});

describe('GET /api/nd_processing/countByStatus/{status}', () => {
  it('counts the caller’s organization only', async () => {
    const count = async (status: string, token = aliceToken) => {
      const res = await getAs(app, token, `/api/nd_processing/countByStatus/${status}`);
      expect(res.statusCode).toBe(200);
      return endpoints.nd.countByStatus.response.parse(res.json());
    };
    expect(await count('IN_WORK')).toBe(2);
    expect(await count('DRAFT')).toBe(1);
    expect(await count('EXPIRED')).toBe(0);
    expect(await count('IN_WORK', strangerToken)).toBe(1);
  });

  it('answers 400 for an unknown status', async () => {
    const res = await getAs(app, aliceToken, '/api/nd_processing/countByStatus/draft');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/nd_processing/countsByStatus', () => {
  it('answers every status’s count of the caller’s organization, the same as countByStatus one by one', async () => {
    const counts = async (token: string) => {
      const res = await getAs(app, token, '/api/nd_processing/countsByStatus');
      expect(res.statusCode).toBe(200);
      return endpoints.nd.countsByStatus.response.parse(res.json());
    };
    const one = async (status: NdStatus, token: string) =>
      endpoints.nd.countByStatus.response.parse((await getAs(app, token, `/api/nd_processing/countByStatus/${status}`)).json());
    for (const token of [aliceToken, strangerToken]) {
      const all = await counts(token);
      expect(Object.keys(all).sort()).toEqual([...ND_STATUSES].sort());
      for (const status of ND_STATUSES) expect({ status, count: all[status] }).toEqual({ status, count: await one(status, token) });
    }
    const alices = await counts(aliceToken);
    expect([alices.IN_WORK, alices.DRAFT, alices.EXPIRED]).toEqual([2, 1, 0]);
    expect((await counts(strangerToken)).IN_WORK).toBe(1);
  });

  it('follows a move at once: the counters are kept in the same transaction', async () => {
    const before = (await getAs(app, aliceToken, '/api/nd_processing/countsByStatus')).json();
    const db = await testDb();
    await createPermit(db, { organizationId: ids.orgA, creatorId: alice.id, status: 'STOPPED' });
    const after = (await getAs(app, aliceToken, '/api/nd_processing/countsByStatus')).json();
    expect(after).toEqual({ ...before, STOPPED: before.STOPPED + 1 });
  });

  it('answers zeros to a user of no organization', async () => {
    const loner = await createUser(await testDb(), { organizationId: null, roles: ['EXECUTOR'] });
    const res = await getAs(app, await login(app, loner.username, loner.password), '/api/nd_processing/countsByStatus');
    expect(res.statusCode).toBe(200);
    expect(Object.values(endpoints.nd.countsByStatus.response.parse(res.json()))).toEqual(ND_STATUSES.map(() => 0));
  });

  it('refuses a caller without a session', async () => {
    const res = await app.inject({ url: '/api/nd_processing/countsByStatus' });
    expect(res.statusCode).toBe(401);
  });
});
