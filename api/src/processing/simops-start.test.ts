import type { FastifyInstance } from 'fastify';
import { endpoints, type NdStatus, type SimopsDecision } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { createType, unique } from '../test/fixtures';
import { postAs, snapshot } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * The start rule with the SIMOPS matrix (docs/domain.md «Совмещение работ»): for each permit in active work
 * in the zone whose window overlaps, the pair of types decides — forbidden (or no rule) refuses as before,
 * allowed passes, conditional passes only when the starter confirmed its conditions (simopsConfirmed);
 * the confirmation is kept in the route history and the audit trail. Concurrent starts stay serialized.
 */
let db: Db;
let app: FastifyInstance;
let plant: Crew;
let contractor: Crew;
/** The type of the permits that are started (plant's). */
let ours: number;
let window: { start: string; end: string };

const processing = (who: Person, body: object) => postAs(app, who.token, '/api/nd_processing/processingND', body);
const conflicts = async (who: Person, ndId: number) =>
  endpoints.nd.zoneConflicts.response.parse((await getAs(app, who.token, `/api/nd_processing/zoneConflicts/${ndId}`)).json());

async function rule(typeA: number, typeB: number, decision: SimopsDecision, conditions: string | null = null): Promise<void> {
  const [a, b] = typeA <= typeB ? [typeA, typeB] : [typeB, typeA];
  await insertRow(db, 'simops_rule', { type_a: a, type_b: b, decision, conditions });
}

const zone = () => insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: plant.placeId });

/** Another organization's work of `type` in the zone, in `status`, over the common window. */
const theirs = (region: number, type: number, status: NdStatus = 'IN_WORK') =>
  insertPermit(db, contractor, status, window, { region_id: region, type_nd_id: type, number_paper_nd: unique('ТЭР') });
/** Our permit, ready to start, of `type`. */
const mine = (region: number, type = ours, status: NdStatus = 'READY_TO_WORK') =>
  insertPermit(db, plant, status, window, { region_id: region, type_nd_id: type });

async function statusOf(id: number): Promise<NdStatus> {
  const { rows } = await db.query<{ status: NdStatus }>('select status from nd where id = $1', [id]);
  return rows[0]!.status;
}

async function historyOf(id: number) {
  const { rows } = await db.query<{ status_to: string; user_id: number; comment: string }>(
    'select status_to, user_id, comment from route_history where nd_id = $1 order by id',
    [id],
  );
  return rows;
}

async function auditOf(id: number) {
  const { rows } = await db.query<{ action: string; user_id: number; changes: Record<string, unknown> }>(
    `select action, user_id, changes from audit_log where entity_type = 'nd' and entity_id = $1 order by id`,
    [id],
  );
  return rows;
}

const ND_ROWS = ['nd', 'route_history', 'notification', 'audit_log'];

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  plant = await createCrew(app, db);
  contractor = await createCrew(app, db, []);
  ours = plant.typeId;
  window = { start: await hoursFromNow(db, -2), end: await hoursFromNow(db, 6) };
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('the start rule per SIMOPS decision', () => {
  it('forbidden, or no rule for the pair: refused (false) as before, and zoneConflicts names it', async () => {
    for (const decision of ['forbidden', null] as const) {
      const type = await createType(db);
      if (decision) await rule(ours, type, decision);
      const region = await zone();
      const blocker = await theirs(region, type);
      const nd = await mine(region);
      expect((await processing(plant.executor, { ndId: nd, status: 'IN_WORK', simopsConfirmed: [blocker] })).json()).toBe(false);
      expect(await statusOf(nd)).toBe('READY_TO_WORK');
      expect((await conflicts(plant.executor, nd)).map((b) => b.id)).toEqual([blocker]);
    }
  });

  it('allowed: the start goes through beside the other work, with a plain history row', async () => {
    const type = await createType(db);
    await rule(type, ours, 'allowed');
    const region = await zone();
    await theirs(region, type);
    const nd = await mine(region);
    expect(await conflicts(plant.executor, nd)).toEqual([]);
    expect((await processing(plant.executor, { ndId: nd, status: 'IN_WORK', comment: 'Начинаем' })).json()).toBe(true);
    expect(await statusOf(nd)).toBe('IN_WORK');
    expect((await historyOf(nd)).at(-1)).toEqual({ status_to: 'IN_WORK', user_id: plant.executor.id, comment: 'Начинаем' });
    expect((await auditOf(nd)).map((a) => a.action)).toEqual(['move']);
  });

  it('conditional without the confirmation: 409 SIMOPS_CONFIRMATION_REQUIRED naming the conditions, and nothing changes', async () => {
    const type = await createType(db);
    const conditions = 'Снять напряжение с участка, оградить зону, наблюдающий от электрохозяйства';
    await rule(ours, type, 'conditional', conditions);
    const region = await zone();
    const other = await theirs(region, type);
    const nd = await mine(region);
    const before = await snapshot(db, ND_ROWS);
    for (const confirmed of [undefined, [], [nd, 2_000_000_000]]) {
      const res = await processing(plant.executor, { ndId: nd, status: 'IN_WORK', simopsConfirmed: confirmed });
      expect(res.statusCode).toBe(409);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe('SIMOPS_CONFIRMATION_REQUIRED');
      expect(body.message).toMatch(/^Подтвердите условия совмещения работ: /);
      expect(body.message).toContain(conditions);
    }
    expect(await snapshot(db, ND_ROWS)).toEqual(before);
    // It is not a refusal: zoneConflicts names no blocker for it.
    expect(await conflicts(plant.executor, nd)).toEqual([]);
    expect(await statusOf(other)).toBe('IN_WORK');
  });

  it('conditional with the confirmation: starts, and the history and the audit trail record who confirmed what', async () => {
    const [typeC, typeA] = [await createType(db), await createType(db)];
    const conditions = 'Наблюдающий от электрохозяйства на месте работ';
    await rule(ours, typeC, 'conditional', conditions);
    await rule(ours, typeA, 'allowed');
    const region = await zone();
    const other = await theirs(region, typeC);
    const allowed = await theirs(region, typeA);
    const nd = await mine(region);
    const { rows: names } = await db.query<{ id: number; type: string }>('select id, type from type_nd where id = any($1::int[])', [[ours, typeC]]);
    const nameOf = (id: number) => names.find((n) => n.id === id)!.type;
    const { rows: numbers } = await db.query<{ number_paper_nd: string }>('select number_paper_nd from nd where id = $1', [other]);
    const number = numbers[0]!.number_paper_nd;

    // Ids that are not conditional overlaps (the allowed one, a missing one) are ignored, not an error.
    const res = await processing(plant.executor, {
      ndId: nd,
      status: 'IN_WORK',
      comment: 'Допуск проведён',
      simopsConfirmed: [other, allowed, 2_000_000_000],
    });
    expect([res.statusCode, res.json()]).toEqual([200, true]);
    expect(await statusOf(nd)).toBe('IN_WORK');
    const history = (await historyOf(nd)).at(-1)!;
    expect(history).toEqual({
      status_to: 'IN_WORK',
      user_id: plant.executor.id,
      comment: `Допуск проведён\nПодтверждены условия совмещения работ: № ${number} (${nameOf(ours)} × ${nameOf(typeC)}): «${conditions}»`,
    });
    // The route history the permit page reads shows it too.
    const routes = endpoints.nd.routes.response.parse((await getAs(app, plant.executor.token, `/api/routes/listAll/${nd}`)).json());
    expect(routes.at(-1)!.comment).toContain(conditions);
    expect(await auditOf(nd)).toEqual([
      {
        action: 'simops_confirm',
        user_id: plant.executor.id,
        changes: { permits: [`№ ${number}`], ids: [other], pairs: [`${nameOf(ours)} × ${nameOf(typeC)}`], conditions: [conditions] },
      },
      { action: 'move', user_id: plant.executor.id, changes: expect.objectContaining({ from: 'READY_TO_WORK', to: 'IN_WORK' }) },
    ]);
  });

  it('forbidden wins over a confirmed conditional; only the active works are consulted; a restart from STOPPED asks too', async () => {
    const [typeC, typeF] = [await createType(db), await createType(db)];
    await rule(ours, typeC, 'conditional', 'Условие');
    await rule(ours, typeF, 'forbidden');
    const region = await zone();
    const conditional = await theirs(region, typeC);
    // Not in active work: neither refuses nor asks for a confirmation.
    await theirs(region, typeF, 'READY_TO_WORK');
    await theirs(region, typeF, 'STOPPED');
    const forbidden = await theirs(region, typeF, 'PROLONG');
    const nd = await mine(region, ours, 'STOPPED');
    expect((await processing(plant.executor, { ndId: nd, status: 'IN_WORK', simopsConfirmed: [conditional] })).json()).toBe(false);
    expect((await conflicts(plant.executor, nd)).map((b) => b.id)).toEqual([forbidden]);

    await db.query(`update nd set status = 'STOPPED' where id = $1`, [forbidden]);
    expect((await processing(plant.executor, { ndId: nd, status: 'IN_WORK' })).statusCode).toBe(409);
    expect((await processing(plant.executor, { ndId: nd, status: 'IN_WORK', simopsConfirmed: [conditional] })).json()).toBe(true);
  });
});

describe('concurrent starts with mixed pairs', () => {
  it('permits started at the same moment: exactly the allowed set starts, serialized per zone', async () => {
    // Already in work: a permit of our type. Candidates: typeAllowed goes with it and with itself;
    // typeSingle goes with it and with typeAllowed, but not with itself (only one of them may start);
    // typeForbidden does not go with it.
    const [typeAllowed, typeSingle, typeForbidden] = [await createType(db), await createType(db), await createType(db)];
    await rule(ours, typeAllowed, 'allowed');
    await rule(typeAllowed, typeAllowed, 'allowed');
    await rule(ours, typeSingle, 'allowed');
    await rule(typeAllowed, typeSingle, 'allowed');
    await rule(ours, typeForbidden, 'forbidden');
    await rule(typeAllowed, typeForbidden, 'allowed');
    await rule(typeSingle, typeForbidden, 'allowed');
    const region = await zone();
    await mine(region, ours, 'IN_WORK');
    const candidates: { id: number; type: number }[] = [];
    for (const type of [typeAllowed, typeSingle, typeForbidden, typeAllowed, typeSingle, typeForbidden, typeAllowed, typeSingle]) {
      candidates.push({ id: await mine(region, type), type });
    }
    const results = await Promise.all(candidates.map(({ id }) => processing(plant.executor, { ndId: id, status: 'IN_WORK' })));
    expect(results.map((r) => r.statusCode)).toEqual(candidates.map(() => 200));
    const started = candidates.filter((_, i) => results[i]!.json() === true);
    expect(started.filter((c) => c.type === typeAllowed)).toHaveLength(3);
    expect(started.filter((c) => c.type === typeSingle)).toHaveLength(1);
    expect(started.filter((c) => c.type === typeForbidden)).toHaveLength(0);
    const { rows } = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from nd where region_id = $1 group by status order by status',
      [region],
    );
    expect(rows).toEqual([
      { status: 'IN_WORK', n: 5 },
      { status: 'READY_TO_WORK', n: 4 },
    ]);
  });
});
