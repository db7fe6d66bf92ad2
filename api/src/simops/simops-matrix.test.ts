import type { FastifyInstance } from 'fastify';
import { endpoints, LIMITS, type SimopsRule } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import type { Db } from '../db/db';
import { createCrew, type Crew } from '../test/crew';
import { createType } from '../test/fixtures';
import { deleteAs, postAs, snapshot } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * The SIMOPS matrix as a catalogue (docs/domain.md «Совмещение работ»): every signed-in user reads it, only
 * an administrator changes it, a pair is unordered (stored once, smaller type id first), one rule per pair,
 * and every change is in the audit trail with what it was before and after.
 */
let db: Db;
let app: FastifyInstance;
let crew: Crew;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

const save = (token: string, body: unknown) => postAs(app, token, '/api/simops/save', body);
const list = async (token: string) => endpoints.simops.listAll.response.parse((await getAs(app, token, '/api/simops/listAll')).json());

async function auditOf(id: number) {
  const { rows } = await db.query<{ action: string; user_id: number; organization_id: number | null; changes: Record<string, unknown> }>(
    `select action, user_id, organization_id, changes from audit_log where entity_type = 'simops' and entity_id = $1 order by id`,
    [id],
  );
  return rows;
}

async function typeNames(...ids: number[]): Promise<string[]> {
  const { rows } = await db.query<{ id: number; type: string }>('select id, type from type_nd where id = any($1::int[])', [ids]);
  return ids.map((id) => rows.find((r) => r.id === id)!.type);
}

describe('the SIMOPS matrix', () => {
  it('an administrator creates a rule (the pair normalized), everyone reads it, changes and deletion are audited', async () => {
    const [low, high] = [await createType(db), await createType(db)].sort((a, b) => a - b) as [number, number];
    const [lowName, highName] = await typeNames(low, high);
    // Sent in the "wrong" order: stored with the smaller id first.
    const created = await save(crew.admin.token, { typeA: high, typeB: low, decision: 'conditional', conditions: '  Наблюдающий на месте  ' });
    expect(created.statusCode).toBe(200);
    const rule = endpoints.simops.save.response.parse(created.json());
    expect(rule).toEqual({
      id: expect.any(Number),
      typeA: low,
      typeB: high,
      typeAName: lowName,
      typeBName: highName,
      decision: 'conditional',
      conditions: 'Наблюдающий на месте',
    });
    const { rows } = await db.query('select type_a, type_b, decision, conditions from simops_rule where id = $1', [rule.id]);
    expect(rows).toEqual([{ type_a: low, type_b: high, decision: 'conditional', conditions: 'Наблюдающий на месте' }]);
    // Any signed-in user reads the matrix (the executor, not an administrator).
    expect(await list(crew.executor.token)).toContainEqual(rule);

    const updated = await save(crew.admin.token, { id: rule.id, typeA: low, typeB: high, decision: 'allowed' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<SimopsRule>()).toMatchObject({ id: rule.id, decision: 'allowed', conditions: null });

    expect((await deleteAs(app, crew.admin.token, `/api/simops/delete/${rule.id}`)).json()).toEqual({ ok: true });
    expect((await list(crew.executor.token)).some((r) => r.id === rule.id)).toBe(false);
    expect((await deleteAs(app, crew.admin.token, `/api/simops/delete/${rule.id}`)).statusCode).toBe(404);

    const pair = `${lowName} × ${highName}`;
    expect(await auditOf(rule.id)).toEqual([
      {
        action: 'create',
        user_id: crew.admin.id,
        organization_id: null,
        changes: {
          pair,
          typeA: low,
          typeB: high,
          decision: 'conditional',
          decisionLabel: 'Разрешено при условиях',
          conditions: 'Наблюдающий на месте',
        },
      },
      {
        action: 'update',
        user_id: crew.admin.id,
        organization_id: null,
        changes: { pair, decision: ['conditional', 'allowed'], conditions: ['Наблюдающий на месте', null] },
      },
      {
        action: 'delete',
        user_id: crew.admin.id,
        organization_id: null,
        changes: { pair, typeA: low, typeB: high, decision: 'allowed', decisionLabel: 'Разрешено', conditions: null },
      },
    ]);
  });

  it('a type paired with itself is a rule too', async () => {
    const type = await createType(db);
    const res = await save(crew.admin.token, { typeA: type, typeB: type, decision: 'allowed' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SimopsRule>()).toMatchObject({ typeA: type, typeB: type, decision: 'allowed', conditions: null });
  });

  it('one rule per pair: a second one for the pair, in either order, or an update onto it is 409 and changes nothing', async () => {
    const [a, b, c] = [await createType(db), await createType(db), await createType(db)];
    const first = (await save(crew.admin.token, { typeA: a, typeB: b, decision: 'allowed' })).json<SimopsRule>();
    const second = (await save(crew.admin.token, { typeA: a, typeB: c, decision: 'allowed' })).json<SimopsRule>();
    const before = await snapshot(db, ['simops_rule', 'audit_log']);
    for (const body of [
      { typeA: b, typeB: a, decision: 'forbidden' },
      { typeA: a, typeB: b, decision: 'conditional', conditions: 'Условие' },
      { id: second.id, typeA: b, typeB: a, decision: 'allowed' },
    ]) {
      const res = await save(crew.admin.token, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.simopsPairExists });
    }
    expect(await snapshot(db, ['simops_rule', 'audit_log'])).toEqual(before);
    // The rule itself may be saved again unchanged (its own pair is not "another id").
    expect((await save(crew.admin.token, { id: first.id, typeA: b, typeB: a, decision: 'allowed' })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 (conditions iff conditional, length, unknown types) and an unknown id with 404', async () => {
    const [a, b] = [await createType(db), await createType(db)];
    const before = await snapshot(db, ['simops_rule', 'audit_log']);
    const bad = [
      { typeA: a, typeB: b, decision: 'conditional' },
      { typeA: a, typeB: b, decision: 'conditional', conditions: '   ' },
      { typeA: a, typeB: b, decision: 'allowed', conditions: 'лишнее' },
      { typeA: a, typeB: b, decision: 'conditional', conditions: 'я'.repeat(LIMITS.longText + 1) },
      { typeA: a, typeB: b, decision: 'maybe' },
      { typeA: a, decision: 'allowed' },
      { typeA: a, typeB: 2_000_000_000, decision: 'allowed' },
      { typeA: 0, typeB: b, decision: 'allowed' },
    ];
    for (const body of bad) {
      const res = await save(crew.admin.token, body);
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([400, 'BAD_REQUEST']);
    }
    const conditional = await save(crew.admin.token, { typeA: a, typeB: b, decision: 'conditional' });
    expect(conditional.json<{ message: string }>().message).toBe('Для решения «Разрешено при условиях» укажите условия совмещения');
    // The field's own texts name it once, by its label, never after its wire name.
    const long = await save(crew.admin.token, { typeA: a, typeB: b, decision: 'conditional', conditions: 'я'.repeat(LIMITS.longText + 1) });
    expect(long.json<{ message: string }>().message).toBe(`Поле «Условия совмещения»: не более ${LIMITS.longText} символов`);
    const missing = await save(crew.admin.token, { id: 2_000_000_000, typeA: a, typeB: b, decision: 'allowed' });
    expect(missing.statusCode).toBe(404);
    expect(await snapshot(db, ['simops_rule', 'audit_log'])).toEqual(before);
  });

  it('only an administrator changes it (403 before anything is read), anonymous callers get 401', async () => {
    const [a, b] = [await createType(db), await createType(db)];
    const rule = (await save(crew.admin.token, { typeA: a, typeB: b, decision: 'allowed' })).json<SimopsRule>();
    const before = await snapshot(db, ['simops_rule', 'audit_log']);
    for (const person of [crew.executor, crew.issuer, crew.bystander]) {
      const saved = await save(person.token, { id: rule.id, typeA: a, typeB: b, decision: 'forbidden' });
      expect([saved.statusCode, saved.json<{ message: string }>().message]).toEqual([403, API_MESSAGES.adminOnly]);
      // A missing id is refused the same way: permission before existence.
      expect((await deleteAs(app, person.token, '/api/simops/delete/2000000000')).statusCode).toBe(403);
      expect((await deleteAs(app, person.token, `/api/simops/delete/${rule.id}`)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/simops/listAll' })).statusCode).toBe(401);
    expect(await snapshot(db, ['simops_rule', 'audit_log'])).toEqual(before);
  });

  it('a permit type with rules cannot be deleted until its rules are (409, nothing cascades)', async () => {
    const [a, b] = [await createType(db), await createType(db)];
    const rule = (await save(crew.admin.token, { typeA: a, typeB: b, decision: 'allowed' })).json<SimopsRule>();
    const refused = await deleteAs(app, crew.admin.token, `/api/typeNd/delete/${b}`);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, API_MESSAGES.inUse]);
    expect((await deleteAs(app, crew.admin.token, `/api/simops/delete/${rule.id}`)).statusCode).toBe(200);
    expect((await deleteAs(app, crew.admin.token, `/api/typeNd/delete/${b}`)).statusCode).toBe(200);
  });
});
