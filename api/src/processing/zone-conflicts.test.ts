import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { unique } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * The zone conflict is physical (docs/domain/separation-of-duties.md): a work in progress of any
 * organization in the zone refuses the start (`false`), and zoneConflicts names the
 * blocking permit — number, type, organization, executor and window — even across organizations.
 */
let db: Db;
let app: FastifyInstance;
let plant: Crew;
let contractor: Crew;

const processing = (who: Person, body: object) => postAs(app, who.token, '/api/nd_processing/processingND', body);
const blockers = (who: Person, ndId: number) => getAs(app, who.token, `/api/nd_processing/zoneConflicts/${ndId}`);

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

describe('the zone-conflict refusal', () => {
  it('another organization’s work in the zone refuses the start, and the refusal can name it', async () => {
    const region = await insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: plant.placeId });
    const window = { start: await hoursFromNow(db, -3), end: await hoursFromNow(db, 5) };
    const number = unique('ТЭР');
    const theirs = await insertPermit(db, contractor, 'PROLONGED', window, { region_id: region, number_paper_nd: number });
    const ours = await insertPermit(
      db,
      plant,
      'READY_TO_WORK',
      { start: await hoursFromNow(db, -1), end: await hoursFromNow(db, 6) },
      { region_id: region },
    );

    expect((await processing(plant.executor, { ndId: ours, status: 'IN_WORK' })).json()).toBe(false);
    const res = await blockers(plant.executor, ours);
    expect(res.statusCode).toBe(200);
    const { rows } = await db.query<{ type: string; name: string }>(
      'select t.type, o.name from type_nd t, organization o where t.id = $1 and o.id = $2',
      [contractor.typeId, contractor.organizationId],
    );
    expect(endpoints.nd.zoneConflicts.response.parse(res.json())).toEqual([
      {
        id: theirs,
        numberPaperNd: number,
        status: 'PROLONGED',
        type: rows[0]!.type,
        organization: rows[0]!.name,
        executor: 'Тестов Тест Тестович',
        datetimeStart: window.start,
        datetimeEnd: window.end,
        // Another organization's permit is named, but its page would be a 404 to this caller: no link.
        sameOrganization: false,
      },
    ]);

    // Theirs stops: nothing blocks any more, and the start goes through.
    await db.query(`update nd set status = 'STOPPED' where id = $1`, [theirs]);
    expect((await blockers(plant.executor, ours)).json()).toEqual([]);
    expect((await processing(plant.executor, { ndId: ours, status: 'IN_WORK' })).json()).toBe(true);
  });

  it('names each blocker by number, type, executor and window, and says which ones the caller may open', async () => {
    const region = await insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: plant.placeId });
    const early = { start: await hoursFromNow(db, -4), end: await hoursFromNow(db, 3) };
    const late = { start: await hoursFromNow(db, -2), end: await hoursFromNow(db, 7) };
    const first = await insertPermit(db, plant, 'IN_WORK', early, { region_id: region, number_paper_nd: unique('П') });
    const second = await insertPermit(db, contractor, 'PROLONG', late, { region_id: region });
    // Active, but its window ends before ours begins: not a blocker.
    await insertPermit(db, plant, 'IN_WORK', { start: await hoursFromNow(db, -9), end: await hoursFromNow(db, -5) }, { region_id: region });
    const ours = await insertPermit(
      db,
      plant,
      'READY_TO_WORK',
      { start: await hoursFromNow(db, -1), end: await hoursFromNow(db, 6) },
      { region_id: region },
    );

    expect((await processing(plant.executor, { ndId: ours, status: 'IN_WORK' })).json()).toBe(false);
    const found = endpoints.nd.zoneConflicts.response.parse((await blockers(plant.executor, ours)).json());
    expect(found.map((b) => [b.id, b.sameOrganization, b.datetimeStart, b.datetimeEnd])).toEqual([
      [first, true, early.start, early.end],
      [second, false, late.start, late.end],
    ]);
    for (const b of found) {
      expect(b.type).toEqual(expect.any(String));
      expect(b.executor).toBe('Тестов Тест Тестович');
    }
    // The caller opens the one the answer marks as his organization's.
    expect((await getAs(app, plant.executor.token, `/api/nd_processing/getNdById/${first}`)).statusCode).toBe(200);
    expect((await getAs(app, plant.executor.token, `/api/nd_processing/getNdById/${second}`)).statusCode).toBe(404);
  });

  it('is read only by the permit’s own organization (404 otherwise), and is empty without a zone or a window', async () => {
    const draft = await insertPermit(db, plant, 'DRAFT', { start: await hoursFromNow(db, 1), end: await hoursFromNow(db, 4) }, { region_id: null });
    expect((await blockers(plant.creator, draft)).json()).toEqual([]);
    expect((await blockers(contractor.executor, draft)).statusCode).toBe(404);
    expect((await blockers(contractor.executor, 2_000_000_000)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/nd_processing/zoneConflicts/${draft}` })).statusCode).toBe(401);
  });
});
