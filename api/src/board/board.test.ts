import type { FastifyInstance } from 'fastify';
import { boardName, type Board, type NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { createCrew, hoursFromNow, type Crew } from '../test/crew';
import { createUser, unique } from '../test/fixtures';
import { login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { boardKit } from './board-test-kit';

/**
 * «Доска работ» on PGlite and PostgreSQL (docs/board.md): the places where the caller's organization has
 * work on the board, all their zones, every organization's permits in them (linked only for the own
 * organization), and the conflict and 24-hour marks. The window and the filters: board-window.test.ts.
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

const { boardOf, newPlace, permit, rule, permitsOf, idsOf } = boardKit(
  () => db,
  () => app,
);

/** The names of a crew's permit type and organization, as the board should spell them. */
async function typeAndOrganization(crew: Crew) {
  const { rows } = await db.query<{ type: string; name: string }>(
    'select t.type, o.name from type_nd t, organization o where t.id = $1 and o.id = $2',
    [crew.typeId, crew.organizationId],
  );
  return rows;
}

describe('what the board shows', () => {
  it('the own places with every zone, every organization’s permits on the board there, and nothing else', async () => {
    const site = await newPlace(2);
    const [zone, emptyZone] = site.zoneIds as [number, number];
    const at = { placeId: site.placeId, zoneId: zone };
    const ours = await permit(plant, at, 'IN_WORK', [-2, 30]);
    const theirs = await permit(contractor, at, 'READY_TO_WORK', [20, 40], contractor.typeId);
    const statuses: NdStatus[] = ['PROLONG', 'PROLONGED', 'STOPPED', 'EXPIRED'];
    const more = [];
    // Each ends after now, so inside the default window (from today's midnight) at any hour of the day.
    for (const status of statuses) more.push(await permit(plant, at, status, [-30, 1 + more.length]));
    // Not on the board: before approval, closed, cancelled, archived, or outside the window.
    for (const status of ['DRAFT', 'ON_ACCEPTANCE', 'CLOSE_WORK', 'CANCELLED', 'ARCHIVE'] as NdStatus[]) await permit(plant, at, status, [-2, 30]);
    await permit(plant, at, 'READY_TO_WORK', [24 * 20, 24 * 21]);
    await permit(plant, at, 'EXPIRED', [-24 * 10, -24 * 9]);

    const board = await boardOf(plant.executor);
    const place = board.places.find((p) => p.id === site.placeId)!;
    expect(place.zones.map((z) => z.id)).toEqual([zone, emptyZone]);
    expect(idsOf(board, emptyZone)).toEqual([]);
    expect(new Set(idsOf(board, zone))).toEqual(new Set([ours, theirs, ...more]));
    // Earliest start first.
    const starts = permitsOf(board, zone).map((p) => p.datetimeStart);
    expect(starts).toEqual([...starts].sort());

    const mine = permitsOf(board, zone).find((p) => p.id === ours)!;
    const rows = await typeAndOrganization(plant);
    expect(mine).toMatchObject({
      status: 'IN_WORK',
      datetimeStart: await hoursFromNow(db, -2),
      datetimeEnd: await hoursFromNow(db, 30),
      sameOrganization: true,
    });
    // The names, each once in the board's table, by position.
    expect([mine.type, mine.organization, mine.executor].map((ref) => boardName(board.names, ref))).toEqual([
      rows[0]!.type,
      rows[0]!.name,
      'Тестов Тест Тестович',
    ]);
    expect(new Set(board.names).size).toBe(board.names.length);
    const sameType = permitsOf(board, zone).filter((p) => p.type === mine.type);
    expect(sameType.length).toBeGreaterThan(1);
    // The other organization's permit resolves to its own type and organization.
    const other = permitsOf(board, zone).find((p) => p.id === theirs)!;
    const theirNames = await typeAndOrganization(contractor);
    expect([other.type, other.organization].map((ref) => boardName(board.names, ref))).toEqual([theirNames[0]!.type, theirNames[0]!.name]);
    // Another organization's permit is shown (the zone is shared) but is not the caller's to open.
    expect(permitsOf(board, zone).find((p) => p.id === theirs)!.sameOrganization).toBe(false);
  });

  it('a place where only another organization works is not on the caller’s board, and is on theirs', async () => {
    const site = await newPlace(1);
    const theirs = await permit(contractor, { placeId: site.placeId, zoneId: site.zoneIds[0]! }, 'IN_WORK', [-1, 5], contractor.typeId);
    expect((await boardOf(plant.executor)).places.map((p) => p.id)).not.toContain(site.placeId);
    expect(idsOf(await boardOf(contractor.executor), site.zoneIds[0]!)).toEqual([theirs]);
  });

  it('a user of no organization gets the window and no places', async () => {
    const loner = await createUser(db, { organizationId: null, roles: ['EXECUTOR'] });
    const board = await boardOf({ ...loner, token: await login(app, loner.username, loner.password) });
    expect(board.places).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/board' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('marks', () => {
  it('a conflict is an overlap in one zone whose pair of types the SIMOPS matrix does not allow', async () => {
    const site = await newPlace(2);
    const [zone, otherZone] = site.zoneIds as [number, number];
    const at = { placeId: site.placeId, zoneId: zone };
    const hot = plant.typeId;
    const gas = contractor.typeId;
    const a = await permit(plant, at, 'IN_WORK', [-2, 10], hot);
    const b = await permit(contractor, at, 'READY_TO_WORK', [5, 20], gas);
    const apart = await permit(plant, at, 'READY_TO_WORK', [30, 40], gas);
    const elsewhere = await permit(plant, { placeId: site.placeId, zoneId: otherZone }, 'IN_WORK', [-2, 10], gas);
    const marks = async () =>
      Object.fromEntries(
        (await boardOf(plant.executor, `?place=${site.placeId}`)).places[0]!.zones.flatMap((z) => z.permits).map((p) => [p.id, p.conflictWith]),
      );

    // No rule for the pair: forbidden, both bars marked, each naming the other.
    expect(await marks()).toEqual({ [a]: [b], [b]: [a], [apart]: [], [elsewhere]: [] });
    await rule(hot, gas, 'conditional');
    expect((await marks())[a]).toEqual([b]);
    await kysely(db)
      .updateTable('simopsRule')
      .set({ decision: 'allowed', conditions: null })
      .where('typeA', '=', Math.min(hot, gas))
      .where('typeB', '=', Math.max(hot, gas))
      .execute();
    expect(await marks()).toEqual({ [a]: [], [b]: [], [apart]: [], [elsewhere]: [] });
    await kysely(db)
      .updateTable('simopsRule')
      .set({ decision: 'forbidden' })
      .where('typeA', '=', Math.min(hot, gas))
      .where('typeB', '=', Math.max(hot, gas))
      .execute();
    expect(await marks()).toEqual({ [a]: [b], [b]: [a], [apart]: [], [elsewhere]: [] });
  });

  it('two permits of one type conflict unless the type is allowed with itself', async () => {
    const site = await newPlace(1);
    const at = { placeId: site.placeId, zoneId: site.zoneIds[0]! };
    const { id: typeId } = await kysely(db)
      .insertInto('typeNd')
      .values({ type: unique('Вид'), description: 'т' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await permit(plant, at, 'IN_WORK', [-2, 10], typeId);
    const b = await permit(plant, at, 'STOPPED', [-1, 3], typeId);
    expect(permitsOf(await boardOf(plant.executor, `?place=${site.placeId}`), at.zoneId).map((p) => p.conflictWith)).toEqual([[b], [a]]);
    await rule(typeId, typeId, 'allowed');
    expect(permitsOf(await boardOf(plant.executor, `?place=${site.placeId}`), at.zoneId).map((p) => p.conflictWith)).toEqual([[], []]);
  });

  it('the rule’s edges: touching windows, a window nested in a longer one, three at once, and the window’s end', async () => {
    const site = await newPlace(3);
    const [nest, trio, edge] = site.zoneIds as [number, number, number];
    // A type of its own: no rule names it, so any two of these that overlap conflict.
    const { id: typeId } = await kysely(db)
      .insertInto('typeNd')
      .values({ type: unique('Вид'), description: 'т' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const add = (zoneId: number, status: NdStatus, hours: [number, number]) =>
      permit(plant, { placeId: site.placeId, zoneId }, status, hours, typeId);
    // The second short one starts as the first ends (touching: no conflict), after the first ended, yet
    // inside the long one: the long one's end, not the previous bar's, decides.
    const outer = await add(nest, 'IN_WORK', [2, 100]);
    const first = await add(nest, 'READY_TO_WORK', [10, 20]);
    const second = await add(nest, 'READY_TO_WORK', [20, 30]);
    const [x, y, z] = [await add(trio, 'IN_WORK', [40, 50]), await add(trio, 'STOPPED', [42, 52]), await add(trio, 'READY_TO_WORK', [44, 54])];
    const after = await add(trio, 'READY_TO_WORK', [54, 60]);
    // Past the window's end (today and 7 days): not on this board, so not named; a window that reaches it shows both.
    const long = await add(edge, 'IN_WORK', [-2, 24 * 10]);
    const beyond = await add(edge, 'READY_TO_WORK', [24 * 9, 24 * 9 + 8]);
    const marks = (board: Board) =>
      Object.fromEntries(board.places.flatMap((p) => p.zones).flatMap((zone) => zone.permits.map((p) => [p.id, p.conflictWith])));

    expect(marks(await boardOf(plant.executor, `?place=${site.placeId}`))).toEqual({
      [outer]: [first, second],
      [first]: [outer],
      [second]: [outer],
      [x]: [y, z],
      [y]: [x, z],
      [z]: [x, y],
      [after]: [],
      [long]: [],
    });
    const day = (await hoursFromNow(db, 24 * 9)).slice(0, 10);
    expect(marks(await boardOf(plant.executor, `?place=${site.placeId}&from=${day}`))).toEqual({ [long]: [beyond], [beyond]: [long] });
  });

  it('ending soon: not yet ended and ends within 24 hours', async () => {
    const site = await newPlace(1);
    const at = { placeId: site.placeId, zoneId: site.zoneIds[0]! };
    const soon = await permit(plant, at, 'IN_WORK', [-5, 23]);
    const later = await permit(plant, at, 'IN_WORK', [-5, 25]);
    const ended = await permit(plant, at, 'EXPIRED', [-5, -1]);
    // From yesterday: just after midnight, the ended one lies wholly before today's window.
    const yesterday = (await hoursFromNow(db, -24)).slice(0, 10);
    const board = await boardOf(plant.executor, `?place=${site.placeId}&from=${yesterday}`);
    const flags = Object.fromEntries(permitsOf(board, at.zoneId).map((p) => [p.id, p.endingSoon]));
    expect(flags).toEqual({ [soon]: true, [later]: false, [ended]: false });
  });
});
