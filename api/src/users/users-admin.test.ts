import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createMailer } from '../mail/mailer';
import { createOrganization, createPermit, createUser, unique, type TestUser } from '../test/fixtures';
import { deleteAs, postAs, snapshot, USER_TABLES } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from '../http/api-messages';

let app: FastifyInstance;
let db: Db;
let orgA: { organizationId: number; sectionId: number };
let orgB: { organizationId: number; sectionId: number };
let admin: TestUser;
let alice: TestUser;
let stranger: TestUser;
let adminToken: string;
let aliceToken: string;

const person = (extra: Record<string, unknown> = {}): Record<string, unknown> & { email: string } =>
  ({
    create: true,
    family: 'Петрова',
    name: 'Анна',
    surname: '',
    email: `${unique('anna')}@demo.ru`,
    phone: '+7 912 345-67-89',
    organization: orgA.organizationId,
    section: orgA.sectionId,
    profession: 'Инженер',
    qualification: 'III группа',
    roles: ['CREATOR', 'EXECUTOR'],
    ...extra,
  }) as Record<string, unknown> & { email: string };

async function outboxFor(email: string) {
  const { rows } = await db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where recipient = $1 order by id', [
    email,
  ]);
  return rows;
}

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  orgA = await createOrganization(db);
  orgB = await createOrganization(db);
  admin = await createUser(db, { ...orgA, roles: ['ADMIN'] });
  alice = await createUser(db, { ...orgA, roles: ['CREATOR', 'APPROVER'] });
  stranger = await createUser(db, { ...orgB, roles: ['APPROVER'] });
  adminToken = await login(app, admin.username, admin.password);
  aliceToken = await login(app, alice.username, alice.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('POST /api/admin/user/register', () => {
  it('creates a user: roles by name, username = e-mail, a temporary password mailed to the outbox', async () => {
    const body = person({ username: 'ignored@else.ru' });
    const res = await postAs(app, adminToken, '/api/admin/user/register', body);
    expect(res.statusCode).toBe(200);
    const user = endpoints.users.register.response.parse(res.json());
    expect(user).toMatchObject({
      email: body.email,
      username: body.email,
      family: 'Петрова',
      organization: { id: orgA.organizationId },
      section: { id: orgA.sectionId },
    });
    expect(user.roles).toEqual([
      { id: 3, name: 'CREATOR' },
      { id: 8, name: 'EXECUTOR' },
    ]);
    const [mail] = await outboxFor(body.email);
    const password = /Временный пароль: (\S+)/.exec(mail?.body ?? '')?.[1];
    expect(password).toHaveLength(16);
    expect(await login(app, body.email, password!)).toBeTruthy();
  });

  it('creates with a given password (no mail), then updates fields, roles and password by id', async () => {
    const body = person({ password: 'given-password-1' });
    const created = (await postAs(app, adminToken, '/api/admin/user/register', body)).json();
    expect(await outboxFor(body.email)).toEqual([]);
    const token = await login(app, body.email, 'given-password-1');
    const newEmail = `${unique('renamed')}@demo.ru`;
    const res = await postAs(app, adminToken, '/api/admin/user/register', {
      ...body,
      create: false,
      id: created.id,
      email: newEmail,
      family: 'Сидорова',
      roles: ['ISSUANCER'],
      password: 'changed-password-2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      email: newEmail,
      username: newEmail,
      family: 'Сидорова',
      roles: [{ id: 6, name: 'ISSUANCER' }],
    });
    // The administrator's new password ends the user's sessions.
    expect((await getAs(app, token, `/api/users/getUserById/${created.id}`)).statusCode).toBe(401);
    await login(app, newEmail, 'changed-password-2');
    // Without a password the update keeps the current one.
    const { password: _given, ...withoutPassword } = body;
    await postAs(app, adminToken, '/api/admin/user/register', { ...withoutPassword, create: false, id: created.id, email: newEmail });
    await login(app, newEmail, 'changed-password-2');
  });

  it('refuses bad input with 400 and a message, changing nothing', async () => {
    const existing = person();
    await postAs(app, adminToken, '/api/admin/user/register', existing);
    const before = await snapshot(db, USER_TABLES);
    const cases: [Record<string, unknown>, RegExp][] = [
      [person({ roles: ['USER'] }), /roles/],
      [person({ roles: [] }), /Назначьте хотя бы одну роль/],
      [person({ email: 'not-an-email' }), /Некорректный адрес почты/],
      [person({ family: '' }), /^Поле «Фамилия» обязательно$/],
      [person({ family: 'я'.repeat(256) }), /^Поле «Фамилия»: не более 255 символов$/],
      [person({ phone: 'abc' }), /^Некорректный номер телефона$/],
      [person({ phone: '1'.repeat(33) }), /^Поле «Телефон»: не более 32 символов$/],
      [person({ id: alice.id }), /без id/],
      [person({ create: false }), /укажите id/],
      [person({ organization: 2_000_000_000 }), /Организация/],
      [person({ section: 2_000_000_000 }), /Отдел/],
      [person({ section: orgB.sectionId }), /не принадлежит/],
      [person({ password: 'short' }), /не менее 8/],
      [{ ...person(), create: 'yes' }, /create/],
    ];
    for (const [body, message] of cases) {
      const res = await postAs(app, adminToken, '/api/admin/user/register', body);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
      expect(res.json().message).toMatch(message);
    }
    const dup = await postAs(app, adminToken, '/api/admin/user/register', person({ email: existing.email.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(await snapshot(db, USER_TABLES)).toEqual(before);
  });

  it('answers 404 for an update of a missing user, 403 to a non-admin', async () => {
    expect((await postAs(app, adminToken, '/api/admin/user/register', person({ create: false, id: 2_000_000_000 }))).statusCode).toBe(404);
    expect((await postAs(app, aliceToken, '/api/admin/user/register', person())).statusCode).toBe(403);
  });

  it('does not let an administrator remove their own ADMIN role', async () => {
    const res = await postAs(app, adminToken, '/api/admin/user/register', person({ create: false, id: admin.id, roles: ['CREATOR'] }));
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/user/delete/{id}', () => {
  it('deletes an unused user; 404 when missing; 409 when permits name them; 400 for oneself; 403 for non-admins', async () => {
    const temp = await createUser(db, { ...orgA });
    expect((await deleteAs(app, aliceToken, `/api/admin/user/delete/${temp.id}`)).statusCode).toBe(403);
    const ok = await deleteAs(app, adminToken, `/api/admin/user/delete/${temp.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await deleteAs(app, adminToken, `/api/admin/user/delete/${temp.id}`)).statusCode).toBe(404);

    const busy = await createUser(db, { ...orgA });
    await createPermit(db, { organizationId: orgA.organizationId, creatorId: busy.id });
    const before = await snapshot(db, USER_TABLES);
    const used = await deleteAs(app, adminToken, `/api/admin/user/delete/${busy.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.inUse });
    expect(await snapshot(db, USER_TABLES)).toEqual(before);
    expect((await deleteAs(app, adminToken, `/api/admin/user/delete/${admin.id}`)).statusCode).toBe(400);
  });
});

describe('user lists', () => {
  it('listAll and listAllByRole stay in the caller’s organization; ADMIN sees everyone', async () => {
    const mine = endpoints.users.listAll.response.parse((await getAs(app, aliceToken, '/api/users/listAll')).json());
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((u) => u.organization?.id === orgA.organizationId)).toBe(true);
    const approvers = endpoints.users.listAllByRole.response.parse((await getAs(app, aliceToken, '/api/users/listAllByRole/APPROVER')).json());
    expect(approvers.map((u) => u.id)).toEqual([alice.id]);
    const all = (await getAs(app, adminToken, '/api/users/listAllByRole/APPROVER')).json();
    expect(all.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([alice.id, stranger.id]));
    expect((await getAs(app, aliceToken, '/api/users/listAllByRole/BOSS')).statusCode).toBe(400);
  });

  it('getUserByOrganizationId: own organization yes, another one 403 (existing or not); ADMIN any', async () => {
    const own = await getAs(app, aliceToken, `/api/users/getUserByOrganizationId/${orgA.organizationId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((u: { id: number }) => u.id)).toContain(alice.id);
    for (const id of [orgB.organizationId, 2_000_000_000]) {
      expect((await getAs(app, aliceToken, `/api/users/getUserByOrganizationId/${id}`)).statusCode).toBe(403);
    }
    const theirs = await getAs(app, adminToken, `/api/users/getUserByOrganizationId/${orgB.organizationId}`);
    expect(theirs.json().map((u: { id: number }) => u.id)).toEqual([stranger.id]);
  });
});

describe('mailer', () => {
  it('keeps a message in the outbox with the error when SMTP fails, never drops it', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const mailer = createMailer(db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.ru', log });
    const to = `${unique('smtp')}@demo.ru`;
    expect(await mailer.send({ to, subject: 'Тема', text: 'Текст' })).toBe('queued');
    const { rows } = await db.query<{ last_error: string | null; attempts: number }>(
      'select last_error, attempts from mail_outbox where recipient = $1',
      [to],
    );
    expect(rows[0]?.attempts).toBe(1);
    expect(rows[0]?.last_error).toBeTruthy();
    expect(log.error).toHaveBeenCalled();
  });
});

describe('the per-instance auth cache (AUTH_CACHE_MS)', () => {
  it('this instance sees its own user changes at once; changes made elsewhere within the TTL', async () => {
    const cached = await testApp(db, { config: { authCacheMs: 300 } });
    try {
      const cachedAdmin = await login(cached, admin.username, admin.password);
      const user = await createUser(db, { ...orgA });
      const session = await login(cached, user.username, user.password);
      const me = `/api/users/getUserById/${user.id}`;
      expect((await getAs(cached, session, me)).statusCode).toBe(200);
      // Deleted through this instance: refused at once.
      expect((await deleteAs(cached, cachedAdmin, `/api/admin/user/delete/${user.id}`)).statusCode).toBe(200);
      expect((await getAs(cached, session, me)).statusCode).toBe(401);

      // Changed behind the instance's back (another instance, or SQL): seen within the TTL.
      const other = await createUser(db, { ...orgA });
      const otherSession = await login(cached, other.username, other.password);
      const url = `/api/users/getUserById/${other.id}`;
      expect((await getAs(cached, otherSession, url)).statusCode).toBe(200);
      await db.query('update app_user set token_version = token_version + 1 where id = $1', [other.id]);
      await new Promise((r) => setTimeout(r, 350));
      expect((await getAs(cached, otherSession, url)).statusCode).toBe(401);
    } finally {
      await cached.close();
    }
  });
});
