import type { FastifyInstance } from 'fastify';
import { boardAddDays } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, hoursFromNow, type Crew } from '../test/crew';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { boardKit } from './board-test-kit';

/**
 * «Доска работ» on PGlite and PostgreSQL (docs/board.md): the window (defaults by the database clock, both ends
 * included, at most 31 days, 400 otherwise) and the place, type and organization filters.
 */
let db: Db;
let app: FastifyInstance;
let plant: Crew;
let contractor: Crew;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  plant = await createCrew(app, db);
  contractor = await createCrew(app, db, []);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

const { boardOf, newPlace, permit, permitsOf, idsOf } = boardKit(
  () => db,
  () => app,
);

describe('the window', () => {
  it('is today and the next 7 days by the database clock when not given, and the clock is in the answer', async () => {
    const { rows } = await db.query<{ today: string; now: string }>(
      `select to_char(current_date, 'YYYY-MM-DD') as today, to_char(localtimestamp(0), 'YYYY-MM-DD"T"HH24:MI:SS') as now`,
    );
    const board = await boardOf(plant.executor);
    expect(board.from).toBe(rows[0]!.today);
    expect(board.to).toBe(boardAddDays(rows[0]!.today, 7));
    expect(board.now.slice(0, 13)).toBe(rows[0]!.now.slice(0, 13));
    // One end given: the other is 7 days away.
    expect(await boardOf(plant.executor, '?from=2030-02-25')).toMatchObject({ from: '2030-02-25', to: '2030-03-04' });
    expect(await boardOf(plant.executor, '?to=2030-03-04')).toMatchObject({ from: '2030-02-25', to: '2030-03-04' });
  });

  it('shows the permits that overlap the days asked for, both ends included', async () => {
    const site = await newPlace(1);
    const at = { placeId: site.placeId, zoneId: site.zoneIds[0]! };
    const later = await permit(plant, at, 'READY_TO_WORK', [24 * 12, 24 * 13]);
    const day = (await hoursFromNow(db, 24 * 12)).slice(0, 10);
    expect(idsOf(await boardOf(plant.executor, `?from=${day}&to=${day}&place=${site.placeId}`), at.zoneId)).toEqual([later]);
    expect((await boardOf(plant.executor, `?from=${boardAddDays(day, 2)}&to=${boardAddDays(day, 9)}`)).places.map((p) => p.id)).not.toContain(
      site.placeId,
    );
    expect(idsOf(await boardOf(plant.executor), at.zoneId)).toEqual([]);
  });

  it.each([
    ['?from=2030-01-01&to=2030-02-01', 'не более 31 дней'],
    ['?from=2030-01-10&to=2030-01-09', 'раньше его начала'],
    ['?from=2030-02-30', 'ГГГГ-ММ-ДД'],
    ['?from=01.02.2030', 'ГГГГ-ММ-ДД'],
    ['?place=abc', 'идентификатор'],
  ])('refuses %s with 400 and a Russian message', async (query, text) => {
    const res = await getAs(app, plant.executor.token, `/api/board${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(text) });
  });

  it.each([
    ['?from=9999-12-31', 'с 0100-01-01 по 9999-12-31'],
    ['?from=9999-12-25&to=!', 'с 0100-01-01 по 9999-12-31'],
    ['?to=0100-01-03', 'с 0100-01-01 по 9999-12-31'],
  ])('refuses %s, whose missing end would not be a four-digit year, on the board and its places', async (query, text) => {
    for (const path of ['/api/board', '/api/board/places']) {
      const res = await getAs(app, plant.executor.token, `${path}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(text) });
    }
  });

  it('takes the last and the first days a missing end still fits', async () => {
    const late = await getAs(app, plant.executor.token, '/api/board?from=9999-12-24');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ from: '9999-12-24', to: '9999-12-31' });
    const early = await getAs(app, plant.executor.token, '/api/board/places?to=0100-01-08');
    expect(early.statusCode).toBe(200);
  });

  it('takes 31 days, and the list filters’ date form with a time', async () => {
    expect(await boardOf(plant.executor, '?from=2030-01-01&to=2030-01-31')).toMatchObject({ from: '2030-01-01', to: '2030-01-31' });
    expect(await boardOf(plant.executor, `?from=${encodeURIComponent('2030-01-01 00:00')}&to=!`)).toMatchObject({
      from: '2030-01-01',
      to: '2030-01-08',
    });
  });
});

describe('filters', () => {
  it('place narrows the places; type and organization narrow the permits shown, not the conflicts they have', async () => {
    const site = await newPlace(1);
    const other = await newPlace(1);
    const at = { placeId: site.placeId, zoneId: site.zoneIds[0]! };
    const ours = await permit(plant, at, 'IN_WORK', [-1, 8]);
    const theirs = await permit(contractor, at, 'IN_WORK', [0, 9], contractor.typeId);
    await permit(plant, { placeId: other.placeId, zoneId: other.zoneIds[0]! }, 'IN_WORK', [-1, 8]);

    const one = await boardOf(plant.executor, `?place=${site.placeId}`);
    expect(one.places.map((p) => p.id)).toEqual([site.placeId]);

    const byType = await boardOf(plant.executor, `?place=${site.placeId}&type=${contractor.typeId}`);
    expect(idsOf(byType, at.zoneId)).toEqual([theirs]);
    expect(permitsOf(byType, at.zoneId)[0]!.conflictWith).toEqual([ours]);
    // The names table holds only what the bars shown refer to: the hidden bar's names are not sent.
    const referenced = byType.places.flatMap((p) => p.zones.flatMap((z) => z.permits.flatMap((b) => [b.type, b.organization, b.executor])));
    const positions = [...new Set(referenced.filter((ref): ref is number => ref !== null))].sort((a, b) => a - b);
    expect(positions).toEqual(byType.names.map((_, i) => i));

    const byOrg = await boardOf(plant.executor, `?place=${site.placeId}&organization=${plant.organizationId}`);
    expect(idsOf(byOrg, at.zoneId)).toEqual([ours]);
    // 0 means any, as in the list's filters.
    expect(idsOf(await boardOf(plant.executor, `?place=${site.placeId}&type=0&organization=0`), at.zoneId).sort()).toEqual([ours, theirs].sort());
  });
});
