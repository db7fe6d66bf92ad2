import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { PERMIT_TYPES } from './catalogue-data';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';
import { seedDemoData } from './seed';

/** The demo SIMOPS matrix: every decision shown, one pair left without a rule (forbidden by default). */
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDb();
  expect(await seedDemoData(db)).toBe(true);
  app = await testApp(db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('the demo SIMOPS matrix', () => {
  it('holds a realistic rule set for the seeded permit types, readable by a demo user', async () => {
    const token = await login(app, DEMO_LOGINS[0]!.username, DEMO_PASSWORD);
    const rules = endpoints.simops.listAll.response.parse((await getAs(app, token, '/api/simops/listAll')).json());
    const name = PERMIT_TYPES;
    const decisionOf = (a: string, b: string) =>
      rules.find((r) => (r.typeAName === a && r.typeBName === b) || (r.typeAName === b && r.typeBName === a));
    expect(decisionOf(name.fire.type, name.gas.type)?.decision).toBe('forbidden');
    expect(decisionOf(name.fire.type, name.fire.type)?.decision).toBe('forbidden');
    expect(decisionOf(name.height.type, name.height.type)?.decision).toBe('allowed');
    expect(decisionOf(name.height.type, name.electro.type)).toMatchObject({
      decision: 'conditional',
      conditions: 'Снять напряжение с участка, оградить зону, наблюдающий от электрохозяйства',
    });
    // No rule at all: the default (forbidden) is part of the demo too.
    expect(decisionOf(name.fire.type, name.electro.type)).toBeUndefined();
    expect(new Set(rules.map((r) => r.decision))).toEqual(new Set(['forbidden', 'allowed', 'conditional']));
    for (const r of rules) expect(r.typeA).toBeLessThanOrEqual(r.typeB);
  });
});
