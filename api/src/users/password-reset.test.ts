import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { sha256 } from './password-service';
import { API_MESSAGES } from '../http/api-messages';

const PORTAL = 'https://portal.example.ru';
let app: FastifyInstance;
let db: Db;
let org: { organizationId: number; sectionId: number };

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db, { config: { portalUrl: PORTAL } });
  org = await createOrganization(db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

const forget = (e_mail: string, username = e_mail) =>
  app.inject({ method: 'POST', url: '/api/users/password/forget', payload: { e_mail, username } });
const reset = (token: string, new_password = 'reset-password-1') =>
  app.inject({ method: 'POST', url: '/api/users/password/reset', payload: { token, new_password } });

async function mailsTo(email: string) {
  const { rows } = await db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where recipient = $1 order by id', [
    email,
  ]);
  return rows;
}
/** The token of the newest reset link mailed to the user. */
async function lastToken(user: TestUser): Promise<string> {
  const body = (await mailsTo(user.username)).at(-1)?.body ?? '';
  const link = new RegExp(`${PORTAL}/password/reset#token=([A-Za-z0-9_-]+)`).exec(body);
  if (!link?.[1]) throw new Error(`no reset link in: ${body}`);
  return link[1];
}

describe('POST /api/users/password/forget', () => {
  it('mails a one-time link; the password and the sessions stay as they were', async () => {
    const user = await createUser(db, { ...org });
    const session = await login(app, user.username, user.password);
    const res = await forget(user.username.toUpperCase(), user.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const [mail] = await mailsTo(user.username);
    expect(mail?.subject).toBe('Портал наряд-допусков: восстановление пароля');
    expect(mail?.body).toMatch(/действует 30 минут и только один раз/);
    expect(mail?.body).toMatch(/прежний пароль продолжает действовать/);
    expect(mail?.body).not.toMatch(/Новый пароль:/);
    await login(app, user.username, user.password);
    expect((await getAs(app, session, `/api/users/getUserById/${user.id}`)).statusCode).toBe(200);

    // Only the token's hash is stored, valid for about 30 minutes.
    const token = await lastToken(user);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await db.query<{ token_hash: string; minutes: number; used_at: string | null }>(
      `select token_hash, round(extract(epoch from expires_at - now()) / 60)::int as minutes, used_at from password_reset where user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: sha256(token), minutes: 30, used_at: null }]);
    expect(JSON.stringify(await db.query('select * from password_reset'))).not.toContain(token);
  });

  it('answers the same for an unknown account, a mismatched login and a known one, and mails only on a match', async () => {
    const user = await createUser(db, { ...org });
    const answers = [];
    for (const [e_mail, username] of [
      ['nobody@nowhere.ru', 'nobody@nowhere.ru'],
      [user.username, 'someone-else@x.ru'],
      [user.username, user.username],
    ] as const) {
      const res = await forget(e_mail, username);
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: '{"ok":true}', type: 'application/json; charset=utf-8' });
    expect(await mailsTo(user.username)).toHaveLength(1);
    expect(await mailsTo('nobody@nowhere.ru')).toEqual([]);
  });

  it('limits links per e-mail (3 an hour) without changing the answer; validates input', async () => {
    const user = await createUser(db, { ...org });
    for (let i = 0; i < 5; i++) expect((await forget(user.username)).json()).toEqual({ ok: true });
    expect(await mailsTo(user.username)).toHaveLength(3);
    const bad = await forget('x', '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
  });
});

describe('POST /api/users/password/reset', () => {
  it('sets the new password once: every session ends, the old password stops, the link is spent', async () => {
    const user = await createUser(db, { ...org });
    const session = await login(app, user.username, user.password);
    await forget(user.username);
    const token = await lastToken(user);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(endpoints.users.passwordReset.response.parse(res.json())).toEqual({ ok: true });
    expect((await getAs(app, session, `/api/users/getUserById/${user.id}`)).statusCode).toBe(401);
    await expect(login(app, user.username, user.password)).rejects.toThrow(/403/);
    await login(app, user.username, 'reset-password-1');

    const again = await reset(token, 'another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'RESET_LINK_INVALID', message: API_MESSAGES.resetLinkInvalid });
    await login(app, user.username, 'reset-password-1');

    const { rows } = await db.query('select user_id from audit_log where action = $1 and entity_id = $2', ['password', user.id]);
    expect(rows).toEqual([{ user_id: user.id }]);
  });

  it('a newer link voids the older one', async () => {
    const user = await createUser(db, { ...org });
    await forget(user.username);
    const first = await lastToken(user);
    await forget(user.username);
    const second = await lastToken(user);
    expect(second).not.toBe(first);
    expect((await reset(first)).json()).toEqual({ code: 'RESET_LINK_INVALID', message: API_MESSAGES.resetLinkInvalid });
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await createUser(db, { ...org });
    await forget(user.username);
    const token = await lastToken(user);
    await db.query(`update password_reset set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.resetLinkInvalid);
    await login(app, user.username, user.password);
  });

  it('of two uses of one link at once, exactly one succeeds', async () => {
    const user = await createUser(db, { ...org });
    await forget(user.username);
    const token = await lastToken(user);
    const results = await Promise.all([reset(token, 'parallel-password-1'), reset(token, 'parallel-password-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses made-up, malformed and short input in Russian', async () => {
    expect((await reset('B'.repeat(43))).json()).toEqual({ code: 'RESET_LINK_INVALID', message: API_MESSAGES.resetLinkInvalid });
    for (const payload of [{ token: 'short', new_password: 'reset-password-1' }, { token: 'C'.repeat(43), new_password: 'short' }, {}]) {
      const res = await app.inject({ method: 'POST', url: '/api/users/password/reset', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[а-яё]/i);
    }
  });
});
