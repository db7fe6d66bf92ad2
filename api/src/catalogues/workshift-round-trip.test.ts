import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let adminToken: string;
let organizationId: number;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  const org = await createOrganization(db);
  organizationId = org.organizationId;
  const admin = await createUser(db, { ...org, roles: ['ADMIN'] });
  adminToken = await login(app, admin.username, admin.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('work shift times', () => {
  it('read back exactly as the admin form writes them: HH:mm and the same [hour, minute] pairs, late hours too', async () => {
    // The body the admin form sends (mf-admin rules/shift-time-pair.ts): pairs equal to the HH:mm times.
    const written = { organizationId, time_start: '22:30', time_end: '06:15', timeStart: [22, 30], timeEnd: [6, 15] };
    const saved = await postAs(app, adminToken, '/api/workshifts/save', written);
    expect(saved.statusCode).toBe(200);
    const { id } = catalogueEndpoints.workshifts.save.response.parse(saved.json());

    const read = catalogueEndpoints.workshifts.get.response.parse((await getAs(app, adminToken, `/api/workshifts/get/${id}`)).json());
    expect(read).toMatchObject(written);
    const { rows } = await db.query<{ time_start: string; time_end: string }>(
      'select time_start::text, time_end::text from work_shift where id = $1',
      [id],
    );
    expect(rows[0]?.time_start.slice(0, 5)).toBe('22:30');
    expect(rows[0]?.time_end.slice(0, 5)).toBe('06:15');
  });
});
