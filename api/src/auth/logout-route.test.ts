import type { FastifyInstance } from 'fastify';
import { createSigner } from 'fast-jwt';
import type { Db } from '../db/db';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { bearer, getAs, login, TEST_CONFIG, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from '../http/api-messages';

let db: Db;
/** Two replicas on one database: `one` reuses users for a minute (AUTH_CACHE_MS), `two` reads every time. */
let one: FastifyInstance;
let two: FastifyInstance;
let alice: TestUser;

const LOGOUT = '/api/users/auth/logout';
const logout = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: LOGOUT, headers: bearer(token) });
const me = (app: FastifyInstance, token: string) => getAs(app, token, `/api/users/getUserById/${alice.id}`);
const sidOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

beforeAll(async () => {
  db = await testDb();
  one = await testApp(db, { config: { authCacheMs: 60_000 } });
  two = await testApp(db);
  const org = await createOrganization(db);
  alice = await createUser(db, { ...org, roles: ['CREATOR'] });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await closeTestDb();
});

describe('POST /api/users/auth/logout', () => {
  it('revokes the token at once on every replica, even where the user was cached; other sessions go on', async () => {
    const token = await login(one, alice.username, alice.password);
    const otherSession = await login(one, alice.username, alice.password);
    // Both replicas have seen the token working (replica one now holds the user in its cache).
    expect((await me(one, token)).statusCode).toBe(200);
    expect((await me(two, token)).statusCode).toBe(200);

    const res = await logout(one, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    for (const replica of [one, two]) {
      const after = await me(replica, token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 'UNAUTHORIZED', message: API_MESSAGES.tokenInvalid });
      expect((await me(replica, otherSession)).statusCode).toBe(200);
    }
    // The revoked token cannot log out again, nor anything else; a new login works.
    expect((await logout(two, token)).statusCode).toBe(401);
    expect((await me(two, await login(two, alice.username, alice.password))).statusCode).toBe(200);
  });

  it('keeps the revocation in the database until no token of that session could still live', async () => {
    const token = await login(two, alice.username, alice.password);
    expect((await logout(two, token)).statusCode).toBe(200);
    const { rows } = await db.query<{ seconds: number }>(
      `select extract(epoch from expires_at - now())::int as seconds from revoked_session where user_id = $1 and sid = $2`,
      [alice.id, sidOf(token)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.seconds).toBeGreaterThanOrEqual(TEST_CONFIG.tokenTtlSeconds);
  });

  it('prunes revocations past their expiry, which no longer block anything', async () => {
    const token = await login(two, alice.username, alice.password);
    await db.query(`insert into revoked_session (user_id, sid, expires_at) values ($1, $2, now() - interval '1 second')`, [alice.id, sidOf(token)]);
    expect((await me(two, token)).statusCode).toBe(200);
    const other = await login(two, alice.username, alice.password);
    expect((await logout(two, other)).statusCode).toBe(200);
    const { rows } = await db.query<{ sid: string }>('select sid from revoked_session where expires_at <= now()');
    expect(rows).toEqual([]);
  });

  it('answers 401 without a token or with a foreign one and revokes nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from revoked_session');
    expect((await one.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const foreign = createSigner({ key: 'another-installation-secret-0123456789abcdef', algorithm: 'HS256' })({
      sub: String(alice.id),
      iat: now,
      exp: now + 600,
      ver: 0,
      sid: 'foreign-session',
    });
    const res = await logout(one, foreign);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: API_MESSAGES.tokenInvalid });
    const afterCount = await db.query<{ n: number }>('select count(*)::int as n from revoked_session');
    expect(afterCount.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('token lifetime', () => {
  it('refuses a token signed with the server secret whose exp − iat exceeds TOKEN_TTL_SECONDS', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = createSigner({ key: TEST_CONFIG.tokenSecret, algorithm: 'HS256' });
    const claims = { sub: String(alice.id), iat: now, ver: 0, sid: 'lifetime-check' };
    expect((await me(two, sign({ ...claims, exp: now + TEST_CONFIG.tokenTtlSeconds }))).statusCode).toBe(200);
    const tooLong = await me(two, sign({ ...claims, exp: now + 30 * 86400 }));
    expect(tooLong.statusCode).toBe(401);
    expect(tooLong.json()).toEqual({ code: 'UNAUTHORIZED', message: API_MESSAGES.tokenInvalid });
  });
});
