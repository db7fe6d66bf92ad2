import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createAuditLog } from '../audit/audit-log';
import { createLoginLimiter } from '../auth/login-limiter';
import type { Db } from '../db/db';
import { createMailer, type Mailer } from '../mail/mailer';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { createPasswordService } from './password-service';

/** Mail that takes as long as a slow SMTP server: whatever waits for it shows in the answer's timing. */
const MAIL_DELAY_MS = 400;
let app: FastifyInstance;
let db: Db;
let known: TestUser;
let limited: TestUser;
let closed = false;

beforeAll(async () => {
  db = await testDb();
  const outbox = createMailer(db, { smtpUrl: null, from: 'portal@test.ru', log: { info: () => undefined, error: () => undefined } });
  const slow: Mailer = { send: async (message) => (await sleep(MAIL_DELAY_MS), outbox.send(message)) };
  app = await testApp(db, { mailer: slow });
  const org = await createOrganization(db);
  known = await createUser(db, { ...org });
  limited = await createUser(db, { ...org });
});
afterAll(async () => {
  if (!closed) await app.close();
  await closeTestDb();
});

async function answerMs(email: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/users/password/forget', payload: { e_mail: email, username: email } });
  return { ms: performance.now() - started, status: res.statusCode, body: res.body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/users/password/forget: the timing tells nothing', () => {
  it('a known account, an unknown one and one past its limit are answered alike and equally fast', async () => {
    // The limited account uses up its 3 links first; from then on its requests are refused silently.
    for (let i = 0; i < 3; i++) await answerMs(limited.username);
    const runs: Record<'known' | 'unknown' | 'limited', number[]> = { known: [], unknown: [], limited: [] };
    const bodies = new Set<string>();
    // Interleaved, so a slower moment of the machine hits every kind alike.
    for (let i = 0; i < 5; i++) {
      for (const [kind, email] of [
        ['known', known.username],
        ['unknown', `nobody-${i}@nowhere.ru`],
        ['limited', limited.username],
      ] as const) {
        const answer = await answerMs(email);
        runs[kind].push(answer.ms);
        bodies.add(`${answer.status} ${answer.body}`);
      }
    }
    expect([...bodies]).toEqual(['200 {"ok":true}']);
    const [k, u, l] = [median(runs.known), median(runs.unknown), median(runs.limited)];
    // A generous margin, yet well below the mail's delay, which an answer waiting for the mail would add.
    expect(Math.abs(k - u)).toBeLessThan(MAIL_DELAY_MS / 2);
    expect(Math.abs(l - u)).toBeLessThan(MAIL_DELAY_MS / 2);
    expect(k).toBeLessThan(MAIL_DELAY_MS);
    // The mail still goes out, after the answer (3 an hour: the 5 known requests give 3 links); closing
    // the server waits for it.
    await app.close();
    closed = true;
    const { rows } = await db.query('select 1 from mail_outbox where recipient = $1', [known.username]);
    expect(rows).toHaveLength(3);
  });
});

describe('the reset mail prepared after the answer', () => {
  it('a failure is logged, never answered; settle() waits for what is still running', async () => {
    const org = await createOrganization(db);
    const user = await createUser(db, { ...org });
    const log = { error: jest.fn() };
    let sent = false;
    const service = createPasswordService(db, {
      mailer: {
        async send() {
          await sleep(50);
          sent = true;
          throw new Error('SMTP недоступен');
        },
      },
      audit: createAuditLog(db),
      resetLimiter: createLoginLimiter({ maxFailures: 3 }),
      changeLimiter: createLoginLimiter(),
      portalUrl: 'http://localhost:8080',
      log,
      forgetAnswerMs: 0,
    });
    await expect(service.forget(user.username, user.username)).resolves.toEqual({ ok: true });
    expect(sent).toBe(false);
    await service.settle();
    expect(sent).toBe(true);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringMatching(/Восстановление пароля/));
  });
});
