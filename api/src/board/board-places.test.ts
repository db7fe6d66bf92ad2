import type { FastifyInstance } from 'fastify';
import { endpoints, type BoardPlaceChoice, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, hoursFromNow, type Crew, type Person } from '../test/crew';
import { createUser } from '../test/fixtures';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { boardKit } from './board-test-kit';

/**
 * The board's place picker, GET /api/board/places, on PGlite and PostgreSQL (docs/board.md): the places where
 * the caller's organization has a permit on the board in the window — exactly those the whole-organization
 * board shows — by name, with the organization's own permits there and those in work.
 */
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

const { boardOf, newPlace, permit } = boardKit(
  () => db,
  () => app,
);

async function placesOf(who: Person, query = ''): Promise<BoardPlaceChoice[]> {
  const res = await getAs(app, who.token, `/api/board/places${query}`);
  expect(res.statusCode).toBe(200);
  return endpoints.board.places.response.parse(res.json());
}

/** A zone of a new place whose name starts with `name`. */
async function zoneIn(name: string): Promise<{ placeId: number; zoneId: number }> {
  const site = await newPlace(1, name);
  return { placeId: site.placeId, zoneId: site.zoneIds[0]! };
}

describe('the places of the board', () => {
  let plant: Crew;
  let contractor: Crew;
  beforeAll(async () => {
    plant = await createCrew(app, db);
    contractor = await createCrew(app, db, []);
  });

  it('lists the own organization’s places on the board by name, counting only its own permits there', async () => {
    const tanks = await zoneIn('Я-Резервуарный парк');
    const rack = await zoneIn('А-Эстакада');
    const shared = await zoneIn('М-Насосная');
    await permit(plant, tanks, 'IN_WORK', [-2, 30]);
    await permit(plant, tanks, 'READY_TO_WORK', [5, 40]);
    await permit(plant, tanks, 'STOPPED', [-5, 10]);
    await permit(plant, rack, 'IN_WORK', [-1, 2]);
    await permit(plant, rack, 'IN_WORK', [1, 3]);
    await permit(plant, shared, 'PROLONGED', [-1, 8]);
    // Another organization's permits in the same place: shown on the board, not counted as the caller's.
    await permit(contractor, shared, 'IN_WORK', [-1, 8], contractor.typeId);
    await permit(contractor, shared, 'IN_WORK', [0, 9], contractor.typeId);
    // Not on the board: not yet approved, closed, or outside the window.
    for (const status of ['DRAFT', 'ON_ACCEPTANCE', 'CLOSE_WORK', 'ARCHIVE'] as NdStatus[]) await permit(plant, tanks, status, [-2, 30]);
    await permit(plant, tanks, 'IN_WORK', [24 * 20, 24 * 21]);

    const places = await placesOf(plant.executor);
    expect(places.map((p) => p.id)).toEqual([rack.placeId, shared.placeId, tanks.placeId]);
    expect(places.map(({ permits, inWork }) => ({ permits, inWork }))).toEqual([
      { permits: 2, inWork: 2 },
      { permits: 1, inWork: 0 },
      { permits: 3, inWork: 1 },
    ]);
    expect(places[0]!.place).toMatch(/^А-Эстакада-/);
    // The same places as the whole-organization board, in the same order.
    expect((await boardOf(plant.executor)).places.map((p) => p.id)).toEqual(places.map((p) => p.id));
  });

  it('does not list a place where only another organization works', async () => {
    const theirs = await zoneIn('Чужое место');
    await permit(contractor, theirs, 'IN_WORK', [-1, 5], contractor.typeId);
    expect((await placesOf(plant.executor)).map((p) => p.id)).not.toContain(theirs.placeId);
    expect((await placesOf(contractor.executor)).map((p) => p.id)).toContain(theirs.placeId);
  });

  it('follows the window the board is asked for, both ends included', async () => {
    const later = await zoneIn('Позже');
    await permit(plant, later, 'READY_TO_WORK', [24 * 12, 24 * 13]);
    const day = (await hoursFromNow(db, 24 * 12)).slice(0, 10);
    expect((await placesOf(plant.executor)).map((p) => p.id)).not.toContain(later.placeId);
    expect(await placesOf(plant.executor, `?from=${day}&to=${day}`)).toContainEqual({
      id: later.placeId,
      place: expect.stringMatching(/^Позже-/),
      permits: 1,
      inWork: 0,
    });
    expect((await placesOf(plant.executor, `?to=${day}`)).map((p) => p.id)).toContain(later.placeId);
  });

  it.each([
    ['?from=2030-01-01&to=2030-02-01', 'не более 31 дней'],
    ['?from=2030-01-10&to=2030-01-09', 'раньше его начала'],
    ['?from=2030-02-30', 'ГГГГ-ММ-ДД'],
    ['?to=завтра', 'ГГГГ-ММ-ДД'],
  ])('refuses %s with 400 and a Russian message', async (query, text) => {
    const res = await getAs(app, plant.executor.token, `/api/board/places${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(text) });
  });
});

describe('who asks', () => {
  it('an organization with nothing on the board gets an empty list', async () => {
    const idle = await createCrew(app, db);
    await permit(idle, await zoneIn('Черновики'), 'DRAFT', [1, 5]);
    expect(await placesOf(idle.executor)).toEqual([]);
  });

  it('a user of no organization gets an empty list', async () => {
    const loner = await createUser(db, { organizationId: null, roles: ['EXECUTOR'] });
    expect(await placesOf({ ...loner, token: await login(app, loner.username, loner.password) })).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/board/places' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
