import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { bearer, getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from '../http/api-messages';

let db: Db;
let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;

const LOGIN = endpoints.users.login.path;
const me = (token: string, user: TestUser = alice) => getAs(app, token, `/api/users/getUserById/${user.id}`);
/** The portal's re-authentication: the login call with the current session's token (shell/src/http/http-transport.ts). */
const loginWith = (user: TestUser, headers: Record<string, string>, password = user.password) =>
  app.inject({ method: 'POST', url: LOGIN, headers, payload: { username: user.username, password } });

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db, { config: { authCacheMs: 60_000 } });
  const org = await createOrganization(db);
  alice = await createUser(db, { ...org, roles: ['CREATOR'] });
  bob = await createUser(db, { ...org, roles: ['CREATOR'] });
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('POST /api/users/login with the token of the current session', () => {
  it('ends that session once the new one is made, even where the user was cached; other sessions go on', async () => {
    const old = await login(app, alice.username, alice.password);
    const otherDevice = await login(app, alice.username, alice.password);
    expect((await me(old)).statusCode).toBe(200);

    const res = await loginWith(alice, bearer(old));
    expect(res.statusCode).toBe(200);
    const renewed = (res.json() as { token: string }).token;
    expect(renewed).not.toBe(old);

    const after = await me(old);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHORIZED', message: API_MESSAGES.tokenInvalid });
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('ends nothing with a wrong password: the answer is 403 and the session goes on', async () => {
    const current = await login(app, alice.username, alice.password);
    const res = await loginWith(alice, bearer(current), 'not-the-password');
    expect(res.statusCode).toBe(403);
    expect((await me(current)).statusCode).toBe(200);
  });

  it("leaves another user's session alone: only the same user's token is ended", async () => {
    const bobs = await login(app, bob.username, bob.password);
    const res = await loginWith(alice, bearer(bobs));
    expect(res.statusCode).toBe(200);
    expect((await me(bobs, bob)).statusCode).toBe(200);
  });

  it.each([
    ['a forged token', bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.AAAA')],
    ['no token after the scheme', { authorization: 'Bearer_' }],
    ['another scheme', { authorization: 'Basic YWxpY2U6c2VjcmV0' }],
  ])('signs in as any login does with %s', async (_, headers) => {
    const res = await loginWith(alice, headers);
    expect(res.statusCode).toBe(200);
    expect((await me((res.json() as { token: string }).token)).statusCode).toBe(200);
  });

  it('signs in with a token that was already ended (a second renewal from a stale tab)', async () => {
    const old = await login(app, alice.username, alice.password);
    expect((await loginWith(alice, bearer(old))).statusCode).toBe(200);
    const again = await loginWith(alice, bearer(old));
    expect(again.statusCode).toBe(200);
    expect((await me((again.json() as { token: string }).token)).statusCode).toBe(200);
  });
});
