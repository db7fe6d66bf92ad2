import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { PASSWORD_CHANGE_LIMITS } from './password-service';
import { API_MESSAGES } from '../http/api-messages';

let app: FastifyInstance;
let db: Db;
let org: { organizationId: number; sectionId: number };

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  org = await createOrganization(db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

const change = (token: string, old_password: string, new_password = 'new-password-1') =>
  postAs(app, token, '/api/users/password/new', { old_password, new_password });

describe('POST /api/users/password/new', () => {
  it('400 with the wrong-password text when the old password is wrong; the password stays', async () => {
    const user = await createUser(db, { ...org });
    const token = await login(app, user.username, user.password);
    const res = await change(token, 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ERROR_TEXTS.passwordWrongOld });
    await login(app, user.username, user.password);
    expect((await change(token, user.password, 'short')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/users/password/new', payload: { old_password: 'a', new_password: 'new-password-1' } }))
        .statusCode,
    ).toBe(401);
  });

  it('400 when the new password is the old one: nothing changes, the other sessions go on', async () => {
    const user = await createUser(db, { ...org });
    const other = await login(app, user.username, user.password);
    const token = await login(app, user.username, user.password);
    const res = await change(token, user.password, user.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ERROR_TEXTS.passwordSameAsOld });
    expect((await getAs(app, other, `/api/users/getUserById/${user.id}`)).statusCode).toBe(200);
    await login(app, user.username, user.password);
  });

  it('changes the password: this session goes on, every other session ends', async () => {
    const user = await createUser(db, { ...org });
    const other = await login(app, user.username, user.password);
    const token = await login(app, user.username, user.password);
    const res = await change(token, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await getAs(app, token, `/api/users/getUserById/${user.id}`)).statusCode).toBe(200);
    expect((await getAs(app, other, `/api/users/getUserById/${user.id}`)).statusCode).toBe(401);
    await expect(login(app, user.username, user.password)).rejects.toThrow(/403/);
    const fresh = await login(app, user.username, 'new-password-1');
    expect((await getAs(app, fresh, `/api/users/getUserById/${user.id}`)).statusCode).toBe(200);
  });

  it('refuses further guesses of the old password (429), even the right one, and changes nothing', async () => {
    const user = await createUser(db, { ...org });
    const bystander = await createUser(db, { ...org });
    const token = await login(app, user.username, user.password);
    for (let i = 0; i < PASSWORD_CHANGE_LIMITS.maxFailures; i++) {
      expect((await change(token, `guess-${i}`)).statusCode).toBe(400);
    }
    const blocked = await change(token, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.tooManyRequests });
    // Nothing changed: the old password still signs in, and the session still works.
    await login(app, user.username, user.password);
    expect((await getAs(app, token, `/api/users/getUserById/${user.id}`)).statusCode).toBe(200);
    // The counter is the account's: another session of it is refused too, another account is not.
    const second = await login(app, user.username, user.password);
    expect((await change(second, user.password)).statusCode).toBe(429);
    const theirs = await login(app, bystander.username, bystander.password);
    expect((await change(theirs, bystander.password)).statusCode).toBe(200);
  });

  it('counts guesses sent at once: no more than the limit have the old password compared', async () => {
    const user = await createUser(db, { ...org });
    const token = await login(app, user.username, user.password);
    const guesses = 4 * PASSWORD_CHANGE_LIMITS.maxFailures;
    const codes = (await Promise.all(Array.from({ length: guesses }, (_, i) => change(token, `guess-${i}`)))).map((r) => r.statusCode);
    // Each place of the limit goes to one request: compared (400), or refused by a full hashing queue (503).
    expect(codes.every((code) => [400, 429, 503].includes(code))).toBe(true);
    expect(codes.filter((code) => code !== 429)).toHaveLength(PASSWORD_CHANGE_LIMITS.maxFailures);
    expect((await change(token, user.password)).statusCode).toBe(429);
    await login(app, user.username, user.password);
  });

  it('a right old password clears the count of earlier wrong ones', async () => {
    const user = await createUser(db, { ...org });
    const token = await login(app, user.username, user.password);
    for (let i = 0; i < PASSWORD_CHANGE_LIMITS.maxFailures - 1; i++) expect((await change(token, `guess-${i}`)).statusCode).toBe(400);
    expect((await change(token, user.password, 'second-password-2')).statusCode).toBe(200);
    for (let i = 0; i < PASSWORD_CHANGE_LIMITS.maxFailures - 1; i++) expect((await change(token, `again-${i}`)).statusCode).toBe(400);
    expect((await change(token, 'second-password-2', 'third-password-3')).statusCode).toBe(200);
  });
});
