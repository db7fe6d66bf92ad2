import type { FastifyInstance } from 'fastify';
import { endpoints, type NdStatus, type SimopsDecision } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, hoursFromNow, insertPermit, type Crew } from '../test/crew';
import { createType, unique } from '../test/fixtures';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * «Работы в зоне» (GET /api/nd_processing/zoneWorks/{ndId}): the other permits in the zone whose window
 * overlaps, of any organization, in every status but DRAFT/ARCHIVE/CANCELLED/CLOSE_WORK, each with the matrix
 * decision for the pair and whether the start would consult it now. Read by the permit's own organization.
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

const works = (token: string, ndId: number) => getAs(app, token, `/api/nd_processing/zoneWorks/${ndId}`);

async function rule(typeA: number, typeB: number, decision: SimopsDecision, conditions: string | null = null): Promise<void> {
  const [a, b] = typeA <= typeB ? [typeA, typeB] : [typeB, typeA];
  await insertRow(db, 'simops_rule', { type_a: a, type_b: b, decision, conditions });
}

describe('zoneWorks', () => {
  it('lists the overlapping works of the zone with the decision for each pair, across organizations', async () => {
    const region = await insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: plant.placeId });
    const otherRegion = await insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: plant.placeId });
    const [typeAllowed, typeConditional, typeNoRule] = [await createType(db), await createType(db), await createType(db)];
    await rule(plant.typeId, typeAllowed, 'allowed');
    await rule(typeConditional, plant.typeId, 'conditional', 'Газовый анализ перед началом');
    const at = async (from: number, to: number) => ({ start: await hoursFromNow(db, from), end: await hoursFromNow(db, to) });
    const win = await at(-1, 6);
    const put = (crew: Crew, status: NdStatus, type: number, w = win, region_id = region) =>
      insertPermit(db, crew, status, w, { region_id, type_nd_id: type, number_paper_nd: unique('НД') });

    const ours = await put(plant, 'READY_TO_WORK', plant.typeId);
    const early = await at(-3, 2);
    const conditional = await put(contractor, 'IN_WORK', typeConditional, early);
    const allowed = await put(plant, 'ON_ACCEPTANCE', typeAllowed);
    const noRule = await put(contractor, 'STOPPED', typeNoRule);
    const sameType = await put(plant, 'PROLONGED', plant.typeId);
    // Not listed: finished or not started statuses, another zone, a window that does not overlap.
    for (const status of ['DRAFT', 'ARCHIVE', 'CANCELLED', 'CLOSE_WORK'] as const) await put(contractor, status, typeAllowed);
    await put(contractor, 'IN_WORK', typeAllowed, win, otherRegion);
    await put(contractor, 'IN_WORK', typeAllowed, await at(-9, -2));
    await put(contractor, 'IN_WORK', typeAllowed, await at(6, 9));

    const res = await works(plant.executor.token, ours);
    expect(res.statusCode).toBe(200);
    const found = endpoints.nd.zoneWorks.response.parse(res.json());
    expect(found.map((w) => [w.id, w.status, w.decision, w.conditions, w.active, w.sameOrganization])).toEqual([
      [conditional, 'IN_WORK', 'conditional', 'Газовый анализ перед началом', true, false],
      [allowed, 'ON_ACCEPTANCE', 'allowed', null, false, true],
      [noRule, 'STOPPED', 'forbidden', null, false, false],
      [sameType, 'PROLONGED', 'forbidden', null, true, true],
    ]);
    const first = found[0]!;
    const { rows } = await db.query<{ type: string; name: string; number_paper_nd: string }>(
      'select t.type, o.name, n.number_paper_nd from nd n join type_nd t on t.id = n.type_nd_id join organization o on o.id = n.organization_id where n.id = $1',
      [conditional],
    );
    expect(first).toEqual({
      id: conditional,
      numberPaperNd: rows[0]!.number_paper_nd,
      status: 'IN_WORK',
      type: rows[0]!.type,
      organization: rows[0]!.name,
      executor: 'Тестов Тест Тестович',
      datetimeStart: early.start,
      datetimeEnd: early.end,
      sameOrganization: false,
      decision: 'conditional',
      conditions: 'Газовый анализ перед началом',
      active: true,
    });
  });

  it('is empty without a zone; another organization’s permit is a 404 exactly like a missing one', async () => {
    const win = { start: await hoursFromNow(db, 1), end: await hoursFromNow(db, 4) };
    const draft = await insertPermit(db, plant, 'DRAFT', win, { region_id: null });
    expect((await works(plant.creator.token, draft)).json()).toEqual([]);
    const foreign = await works(contractor.executor.token, draft);
    const missing = await works(contractor.executor.token, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect([foreign.statusCode, foreign.body]).toEqual([missing.statusCode, missing.body]);
    expect((await app.inject({ method: 'GET', url: `/api/nd_processing/zoneWorks/${draft}` })).statusCode).toBe(401);
  });
});
