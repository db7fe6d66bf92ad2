import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { createNotification, createOrganization, createUser, type TestUser } from '../test/fixtures';
import { bearer, getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let alice: TestUser;
let aliceToken: string;
let bobToken: string;
const n = { old: 0, middle: 0, newest: 0, bobs: 0 };

beforeAll(async () => {
  const db = await testDb();
  app = await testApp(db);
  const org = await createOrganization(db);
  alice = await createUser(db, { ...org });
  const bob = await createUser(db, { ...org });
  n.old = await createNotification(db, { userId: alice.id, message: 'Старое', created: '2026-01-10T08:00:00', readed: true });
  n.newest = await createNotification(db, { userId: alice.id, message: 'Новое', created: '2026-01-12T09:30:15' });
  n.middle = await createNotification(db, { userId: alice.id, message: 'Среднее', created: '2026-01-11T23:05:00' });
  n.bobs = await createNotification(db, { userId: bob.id, message: 'Чужое', created: '2026-01-13T00:00:00' });
  aliceToken = await login(app, alice.username, alice.password);
  bobToken = await login(app, bob.username, bob.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

async function list(token = aliceToken, page = 0, size = 1_000_000) {
  const res = await getAs(app, token, `/api/notifications/list/${page}/${size}`);
  expect(res.statusCode).toBe(200);
  return endpoints.notifications.list.response.parse(res.json());
}

const readed = (query: string, token = aliceToken) =>
  app.inject({ method: 'POST', url: `/api/notifications/readed${query}`, headers: bearer(token) });

describe('GET /api/notifications/list/{page}/{size}', () => {
  it('lists the caller’s own notifications, newest first, dates as "YYYY-MM-DD HH:mm:ss"', async () => {
    const items = await list();
    expect(items.map((i) => i.id)).toEqual([n.newest, n.middle, n.old]);
    expect(items[0]).toEqual({ id: n.newest, kind: 'INFO', message: 'Новое', date: '2026-01-12 09:30:15', readed: false, nd_id: null });
    expect(items.map((i) => i.message)).not.toContain('Чужое');
  });

  it('pages', async () => {
    expect((await list(aliceToken, 0, 2)).map((i) => i.id)).toEqual([n.newest, n.middle]);
    expect((await list(aliceToken, 1, 2)).map((i) => i.id)).toEqual([n.old]);
  });
});

describe('POST /api/notifications/readed', () => {
  it('marks one of the caller’s notifications read', async () => {
    const res = await readed(`?id=${n.middle}`);
    expect(res.statusCode).toBe(200);
    expect(endpoints.notifications.readed.response.parse(res.json())).toEqual({ ok: true });
    expect((await list()).find((i) => i.id === n.middle)?.readed).toBe(true);
    expect((await list()).find((i) => i.id === n.newest)?.readed).toBe(false);
  });

  it('refuses someone else’s notification exactly like a missing one (404), and changes nothing', async () => {
    for (const id of [n.bobs, 2_000_000_000]) {
      const res = await readed(`?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await list(bobToken))[0]?.readed).toBe(false);
  });

  it('all=true marks all of the caller’s notifications, and only theirs', async () => {
    const res = await readed('?all=true');
    expect(res.statusCode).toBe(200);
    expect((await list()).every((i) => i.readed)).toBe(true);
    expect((await list(bobToken)).every((i) => !i.readed)).toBe(true);
  });

  it('answers 400 when neither id nor all=true is given, or they are malformed', async () => {
    for (const query of ['', '?all=false', '?id=abc', '?all=yes', '?id=0']) {
      const res = await readed(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/notifications/readed?id=${n.newest}` });
    expect(res.statusCode).toBe(401);
  });
});
