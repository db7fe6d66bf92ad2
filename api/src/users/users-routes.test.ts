import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { createLoginThrottle } from '../auth/login-throttle';
import { createTokenService } from '../auth/token';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { bearer, getAs, login, TEST_CONFIG, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from '../http/api-messages';

let app: FastifyInstance;
let orgA: { organizationId: number; sectionId: number };
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  const db = await testDb();
  app = await testApp(db);
  orgA = await createOrganization(db);
  const orgB = await createOrganization(db);
  alice = await createUser(db, { ...orgA, roles: ['CREATOR', 'EXECUTOR'] });
  bob = await createUser(db, { ...orgA, roles: ['ISSUANCER'] });
  stranger = await createUser(db, { ...orgB, roles: ['CREATOR'] });
  admin = await createUser(db, { ...orgB, roles: ['ADMIN'] });
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('POST /api/users/auth/login', () => {
  it('answers the login response with a working token; the e-mail is case-insensitive', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { username: `  ${alice.username.toUpperCase()} `, password: alice.password },
    });
    expect(res.statusCode).toBe(200);
    const body = endpoints.users.login.response.parse(res.json());
    expect(body).toMatchObject({ user_id: alice.id, username: alice.username, email: alice.username, family: 'Тестов' });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['email', 'family', 'name', 'phone', 'profession', 'qualification', 'surname', 'token', 'user_id', 'username'].sort(),
    );
    expect(JSON.stringify(res.json())).not.toMatch(/password|scrypt/);
    const me = await getAs(app, body.token, `/api/users/getUserById/${alice.id}`);
    expect(me.statusCode).toBe(200);
  });

  it('answers 403 «Неверная почта или пароль» for a wrong password and for an unknown e-mail alike', async () => {
    for (const payload of [
      { username: alice.username, password: 'wrong-password' },
      { username: 'nobody@nowhere.ru', password: alice.password },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Неверная почта или пароль' });
    }
  });

  it('answers 400 in Russian for a missing field, without touching the database', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: alice.username, password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Поле «password»: Укажите пароль' });
  });

  it('refuses further attempts for a while after repeated failures (429)', async () => {
    const db = await testDb();
    const limited = await testApp(db, { loginThrottle: createLoginThrottle(db, { perPair: 2 }) });
    const attempt = (password: string) =>
      limited.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: bob.username, password } });
    expect((await attempt('bad-1')).statusCode).toBe(403);
    expect((await attempt('bad-2')).statusCode).toBe(403);
    const blocked = await attempt(bob.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.tooManyRequests });
    await limited.close();
  });
});

describe('authentication of every other call', () => {
  const url = () => `/api/users/getUserById/${alice.id}`;

  it('answers 401 UNAUTHORIZED without a token, with garbage, and with a tampered token', async () => {
    const token = await login(app, alice.username, alice.password);
    const [head, payload, sig] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: String(admin.id), iat: 1, exp: 9_999_999_999 })).toString('base64url');
    const cases: Record<string, string | undefined>[] = [
      {},
      { authorization: 'Bearer_' },
      { authorization: 'Bearer_garbage' },
      { authorization: `Bearer_${head}.${forged}.${sig}` },
      { authorization: `Bearer_${head}.${payload}.${sig.slice(0, -3)}abc` },
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    ];
    for (const headers of cases) {
      const res = await app.inject({ url: url(), headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
      expect([API_MESSAGES.unauthorized, API_MESSAGES.tokenInvalid]).toContain(res.json().message);
    }
  });

  it('answers 401 for an expired token', async () => {
    const db = await testDb();
    const past = createTokenService({ secret: TEST_CONFIG.tokenSecret, ttlSeconds: 60, now: () => Math.floor(Date.now() / 1000) - 3600 });
    const res = await app.inject({ url: url(), headers: bearer(past.sign(alice.id)) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: API_MESSAGES.tokenInvalid });
    // The same clock moved to now yields a token that works: it was only the expiry.
    const fresh = createTokenService({ secret: TEST_CONFIG.tokenSecret, ttlSeconds: 60 });
    expect((await app.inject({ url: url(), headers: bearer(fresh.sign(alice.id)) })).statusCode).toBe(200);
    expect(db.dialect).toMatch(/pglite|postgres/);
  });

  it('accepts the standard "Bearer {token}" form too', async () => {
    const token = await login(app, alice.username, alice.password);
    const res = await app.inject({ url: url(), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it('stops accepting a token once its user is deleted', async () => {
    const db = await testDb();
    const temp = await createUser(db, { ...orgA, roles: ['CREATOR'] });
    const token = await login(app, temp.username, temp.password);
    await db.query('delete from app_user where id = $1', [temp.id]);
    const res = await getAs(app, token, url());
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users/getUserById/{userId}', () => {
  it('gives a colleague of the same organization, with organization, section and roles', async () => {
    const token = await login(app, bob.username, bob.password);
    const res = await getAs(app, token, `/api/users/getUserById/${alice.id}`);
    expect(res.statusCode).toBe(200);
    const user = endpoints.users.getUserById.response.parse(res.json());
    expect(user.organization?.id).toBe(orgA.organizationId);
    expect(user.section?.id).toBe(orgA.sectionId);
    expect(user.roles).toEqual([
      { id: 3, name: 'CREATOR' },
      { id: 8, name: 'EXECUTOR' },
    ]);
  });

  it('refuses (403) a user of another organization and a missing one alike', async () => {
    const token = await login(app, alice.username, alice.password);
    for (const id of [stranger.id, 2_000_000_000]) {
      const res = await getAs(app, token, `/api/users/getUserById/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.forbidden });
    }
  });

  it('lets ADMIN read anyone, and tells ADMIN when a user does not exist (404)', async () => {
    const token = await login(app, admin.username, admin.password);
    expect((await getAs(app, token, `/api/users/getUserById/${alice.id}`)).statusCode).toBe(200);
    const missing = await getAs(app, token, '/api/users/getUserById/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: API_MESSAGES.notFound });
  });

  it('answers 400 for an id that is not an id', async () => {
    const token = await login(app, alice.username, alice.password);
    for (const id of ['abc', '0', '-5', '1.5', '99999999999']) {
      const res = await getAs(app, token, `/api/users/getUserById/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe('admin endpoints', () => {
  it('answer 403 to a non-admin, even for input that would be invalid', async () => {
    const token = await login(app, alice.username, alice.password);
    for (const url of ['/api/users/count', '/api/users/list/0/20', '/api/users/list/bad/bad']) {
      const res = await getAs(app, token, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.adminOnly });
    }
  });

  it('serve ADMIN', async () => {
    const token = await login(app, admin.username, admin.password);
    const count = await getAs(app, token, '/api/users/count');
    expect(count.statusCode).toBe(200);
    expect(endpoints.users.count.response.parse(count.json())).toBeGreaterThanOrEqual(4);
    const page = await getAs(app, token, '/api/users/list/0/2');
    expect(endpoints.users.list.response.parse(page.json())).toHaveLength(2);
    const all = await getAs(app, token, '/api/users/list/0/-1');
    expect(all.json()).toHaveLength(count.json());
  });
});
