import { ndSearchQuerySchema, type NdSearchFilter, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createPermit, createUser } from '../test/fixtures';
import { closeTestDb, testDb } from '../test/test-db';
import { searchNd } from './nd-list-repository';

let db: Db;
let organizationId: number;
let creatorId: number;

// Every filter empty, as the contract reads a query without any.
const NO_FILTER: NdSearchFilter = ndSearchQuerySchema.parse({});

// Starts spread over a few days, at midnight, inside days and at the last second of a day.
const STARTS: [string, NdStatus][] = [
  ['2025-03-01T00:00:00', 'ARCHIVE'],
  ['2025-03-01T13:15:00', 'ARCHIVE'],
  ['2025-03-01T23:59:59', 'CLOSE_WORK'],
  ['2025-03-02T00:00:00', 'ARCHIVE'],
  ['2025-03-02T08:00:00', 'IN_WORK'],
  ['2025-03-03T10:30:00', 'ARCHIVE'],
  ['2025-03-03T10:30:59', 'ARCHIVE'],
  ['2025-03-05T18:00:00', 'ARCHIVE'],
  ['2025-04-10T09:00:00', 'ARCHIVE'],
];

/** The search's count, and the count of its conditions straight from nd. */
async function counts(filter: Partial<NdSearchFilter>): Promise<[number, number]> {
  const full = { ...NO_FILTER, ...filter };
  const found = await searchNd(db, { organizationId, filter: full }, { limit: 20, offset: '0' });
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from nd where organization_id = $1 and ($2::text is null or status = $2)
        and ($3::timestamp is null or datetime_start >= $3::timestamp)
        and ($4::timestamp is null or datetime_start < date_trunc('minute', $4::timestamp) + interval '1 minute')`,
    [organizationId, full.status, full.date_start, full.date_end],
  );
  expect(found.data).toHaveLength(Math.min(20, rows[0]!.n));
  return [found.count, rows[0]!.n];
}

beforeAll(async () => {
  db = await testDb();
  const org = await createOrganization(db);
  organizationId = org.organizationId;
  creatorId = (await createUser(db, { ...org, roles: ['CREATOR'] })).id;
  for (const [start, status] of STARTS) await createPermit(db, { organizationId, creatorId, status, datetimeStart: start });
  // A permit without a start is in no day (a draft) and in no date range.
  await createPermit(db, { organizationId, creatorId, status: 'DRAFT' });
});
afterAll(closeTestDb);

describe('ndSearch count of a start-date range from the day counters (migration 018)', () => {
  const ranges: [string, Partial<NdSearchFilter>][] = [
    ['whole days', { date_start: '2025-03-01 00:00', date_end: '2025-03-03 23:59' }],
    ['partial first and last day', { date_start: '2025-03-01 13:15', date_end: '2025-03-03 10:30' }],
    ['within one day', { date_start: '2025-03-01 10:00', date_end: '2025-03-01 23:59' }],
    ['one minute', { date_start: '2025-03-03 10:30', date_end: '2025-03-03 10:30' }],
    ['end before start', { date_start: '2025-03-05 00:00', date_end: '2025-03-01 23:59' }],
    ['start only, inside a day', { date_start: '2025-03-02 00:01' }],
    ['end only, inside a day', { date_end: '2025-03-02 07:59' }],
    ['with a status', { status: 'ARCHIVE', date_start: '2025-03-01 13:00', date_end: '2025-04-10 09:00' }],
    ['a status nobody has', { status: 'STOPPED', date_start: '2025-01-01 00:00' }],
  ];
  it.each(ranges)('%s: the same count as counting the permits', async (_name, filter) => {
    const [search, exact] = await counts(filter);
    expect(search).toBe(exact);
  });

  it('above 20,000 counted matches walks the ids down instead of gathering them: the same pages, newest first', async () => {
    const range = { status: 'ARCHIVE' as const, date_start: '2025-03-01 13:00', date_end: '2025-04-10 09:00' };
    const { rows } = await db.query<{ id: number }>(
      `select id from nd where organization_id = $1 and status = 'ARCHIVE' and datetime_start >= '2025-03-01 13:00'
          and datetime_start < '2025-04-10 09:01' order by id desc`,
      [organizationId],
    );
    const page = (limit: number, offset: string) =>
      searchNd(db, { organizationId, filter: { ...NO_FILTER, ...range } }, { limit, offset }).then((r) => r.data.map((row) => row.id));
    const gathered = [await page(20, '0'), await page(2, '1')];
    expect(gathered).toEqual([rows.map((r) => r.id), rows.slice(1, 3).map((r) => r.id)]);
    // A counter row as large as a year of a big site makes the count pass the gathering limit.
    await db.query(`insert into nd_day_count (organization_id, status, day, shard, n) values ($1, 'ARCHIVE', '2025-03-20', 99, 30000)`, [
      organizationId,
    ]);
    try {
      expect([await page(20, '0'), await page(2, '1')]).toEqual(gathered);
    } finally {
      await db.query('delete from nd_day_count where shard = 99');
    }
  });

  it('reads the counters, and they follow moves, date edits and deletes', async () => {
    const year = { date_start: '2025-01-01 00:00', date_end: '2025-12-31 23:59' };
    expect((await counts(year))[0]).toBe(STARTS.length);
    // The counters, not the permits, answer for whole days: a day counted twice shows up in the total.
    await db.query(`insert into nd_day_count (organization_id, status, day, shard, n) values ($1, 'ARCHIVE', '2025-06-01', 99, 1000)`, [
      organizationId,
    ]);
    expect((await counts(year))[0]).toBe(STARTS.length + 1000);
    await db.query('delete from nd_day_count where shard = 99');

    const [moved] = (await db.query<{ id: number }>(`select id from nd where organization_id = $1 and status = 'IN_WORK'`, [organizationId])).rows;
    await db.query(`update nd set status = 'STOPPED' where id = $1`, [moved!.id]);
    await db.query(`update nd set datetime_start = '2025-07-01 12:00' where organization_id = $1 and datetime_start = '2025-03-05 18:00'`, [
      organizationId,
    ]);
    await db.query(`delete from nd where organization_id = $1 and datetime_start = '2025-04-10 09:00'`, [organizationId]);
    for (const [, filter] of [...ranges, ['', year] as const, ['', { ...year, status: 'STOPPED' as const }] as const]) {
      const [search, exact] = await counts(filter);
      expect(search).toBe(exact);
    }
    expect((await counts(year))[0]).toBe(STARTS.length - 1);
  });
});
