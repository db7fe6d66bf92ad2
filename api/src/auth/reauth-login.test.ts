import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { bearer, getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from '../http/api-messages';
import { passwordHashOf, setPassword } from '../users/users-repository';

let db: Db;
let app: FastifyInstance;
/** A replica that keeps users for a minute (AUTH_CACHE_MS): a grace must end there as well. */
let cached: FastifyInstance;
let alice: TestUser;
let bob: TestUser;

const LOGIN = endpoints.users.login.path;
/** The renewed session's grace, shortened from RENEWAL_GRACE_SECONDS for the test. */
const GRACE_SECONDS = 2;
const pastGrace = () => new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 300));
const me = (token: string, user: TestUser = alice, replica: FastifyInstance = app) => getAs(replica, token, `/api/users/getUserById/${user.id}`);
const logout = (token: string) => app.inject({ method: 'POST', url: endpoints.users.logout.path, headers: bearer(token) });
/** The portal's re-authentication: the login call with the current session's token (shell/src/http/http-transport.ts). */
const loginWith = (user: TestUser, headers: Record<string, string>, password = user.password) =>
  app.inject({ method: 'POST', url: LOGIN, headers, payload: { username: user.username, password } });

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db, { renewalGraceSeconds: GRACE_SECONDS });
  cached = await testApp(db, { renewalGraceSeconds: GRACE_SECONDS, config: { authCacheMs: 60_000 } });
  const org = await createOrganization(db);
  alice = await createUser(db, { ...org, roles: ['CREATOR'] });
  bob = await createUser(db, { ...org, roles: ['CREATOR'] });
});
afterAll(async () => {
  await app.close();
  await cached.close();
  await closeTestDb();
});

describe('POST /api/users/login with the token of the current session', () => {
  it('ends that session a grace after the new one is made; requests already on their way with it still work', async () => {
    const old = await login(app, alice.username, alice.password);
    const otherDevice = await login(app, alice.username, alice.password);
    expect((await me(old)).statusCode).toBe(200);

    const res = await loginWith(alice, bearer(old));
    expect(res.statusCode).toBe(200);
    const renewed = (res.json() as { token: string }).token;
    expect(renewed).not.toBe(old);
    // Another tab's poll, sent before it saw the new token, on either replica; the new token's polls too.
    expect((await me(old)).statusCode).toBe(200);
    expect((await me(old, alice, cached)).statusCode).toBe(200);
    expect((await me(renewed, alice, cached)).statusCode).toBe(200);

    await pastGrace();
    for (const replica of [app, cached]) {
      const after = await me(old, alice, replica);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 'UNAUTHORIZED', message: API_MESSAGES.tokenInvalid });
      expect((await me(renewed, alice, replica)).statusCode).toBe(200);
      expect((await me(otherDevice, alice, replica)).statusCode).toBe(200);
    }
  });

  it('a logout during the grace, with the old token or the new one, ends the renewed session at once', async () => {
    const stale = await login(app, alice.username, alice.password);
    expect((await loginWith(alice, bearer(stale))).statusCode).toBe(200);
    expect((await logout(stale)).statusCode).toBe(200);
    expect((await me(stale)).statusCode).toBe(401);

    // After a renewal every tab holds the new token, so «Выйти» names that one.
    const old = await login(app, alice.username, alice.password);
    const renewed = ((await loginWith(alice, bearer(old))).json() as { token: string }).token;
    expect((await me(old)).statusCode).toBe(200);
    expect((await logout(renewed)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(401);
  });

  it('a renewal after a logout does not bring the ended session back for a grace', async () => {
    const old = await login(app, alice.username, alice.password);
    const other = await login(app, alice.username, alice.password);
    expect((await logout(old)).statusCode).toBe(200);
    // The renewal's later time does not replace the logout's: the session stays ended; the login itself works.
    expect((await loginWith(alice, bearer(old))).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
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
    await pastGrace();
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

  it("refuses a password change sent with the renewed session's token during the grace: 409, nothing changed, both tokens live", async () => {
    const old = await login(app, bob.username, bob.password);
    const renewed = ((await loginWith(bob, bearer(old))).json() as { token: string }).token;
    const change = (token: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: endpoints.users.passwordNew.path,
        headers: bearer(token),
        payload: { old_password: bob.password, new_password: newPassword },
      });

    // Sent more often than the limit of wrong old passwords (5): refused each time, never counted towards a 429.
    for (let i = 0; i < 6; i += 1) {
      const stale = await change(old, 'Another-pass-1');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.sessionRenewed });
    }
    expect((await me(old, bob)).statusCode).toBe(200);
    expect((await me(renewed, bob)).statusCode).toBe(200);
    expect((await login(app, bob.username, bob.password)).length).toBeGreaterThan(0);

    // The renewed page makes the change: its session stays, and every other ends at once, the renewed one's
    // predecessor with them (a new password ends every session but the one that made it).
    expect((await change(renewed, 'Another-pass-1')).statusCode).toBe(200);
    bob = { ...bob, password: 'Another-pass-1' };
    expect((await me(renewed, bob)).statusCode).toBe(200);
    expect((await me(old, bob)).statusCode).toBe(401);
  });

  it('a renewal that lands while a change from the replaced session checks the password: the change saves nothing', async () => {
    const old = await login(app, alice.username, alice.password);
    // The token's session id, as the server reads it from the verified token (the payload is plain base64url JSON).
    const { sid } = JSON.parse(Buffer.from(old.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string };
    const before = await passwordHashOf(db, alice.id);
    const renewed = ((await loginWith(alice, bearer(old))).json() as { token: string }).token;

    expect(await setPassword(db, alice.id, 'not-a-real-hash', sid)).toBe(false);
    expect(await passwordHashOf(db, alice.id)).toBe(before);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(200);
  });

  it('a second renewal with the same old token (a stale tab) signs in too', async () => {
    const old = await login(app, alice.username, alice.password);
    expect((await loginWith(alice, bearer(old))).statusCode).toBe(200);
    const again = await loginWith(alice, bearer(old));
    expect(again.statusCode).toBe(200);
    expect((await me((again.json() as { token: string }).token)).statusCode).toBe(200);
  });
});
