import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  const org = await createOrganization(db);
  admin = await createUser(db, { ...org, roles: ['ADMIN'] });
  adminToken = await login(app, admin.username, admin.password);
});

afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('GET /api/admin/mail/outbox/{page}/{size}', () => {
  it('shows a reset mail that waits in the outbox, newest first, without its body', async () => {
    const org = await createOrganization(db);
    const user = await createUser(db, org);
    const res = await app.inject({ method: 'POST', url: '/api/users/password/forget', payload: { e_mail: user.username, username: user.username } });
    expect(res.statusCode).toBe(200);

    const list = await getAs(app, adminToken, '/api/admin/mail/outbox/0/20');
    expect(list.statusCode).toBe(200);
    const items = endpoints.system.mailOutbox.response.parse(list.json());
    expect(items[0]).toMatchObject({ recipient: user.username, sent: false, attempts: 0, last_error: null });
    // The body carries the one-time reset link: administrators see that a mail waits, not its link.
    expect(list.body).not.toContain('#token=');
    expect(list.body).not.toContain('password/reset');
  });

  it('is for administrators only', async () => {
    const org = await createOrganization(db);
    const user = await createUser(db, { ...org, roles: ['CREATOR'] });
    const token = await login(app, user.username, user.password);
    expect((await getAs(app, token, '/api/admin/mail/outbox/0/20')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/mail/outbox/0/20' })).statusCode).toBe(401);
  });
});
