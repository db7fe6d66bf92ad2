import type { FastifyInstance } from 'fastify';
import { endpoints, listEndpoints, type EndpointConfig } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { dbFingerprint } from '../test/db-fingerprint';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from './api-messages';

/** Issue 19, point 5: per-route body caps and per-address limits of the public endpoints that cost work. */
const LIMITED = listEndpoints().filter(({ endpoint }) => endpoint.rateLimitPerMinute);
const CAPPED = listEndpoints().filter(({ endpoint }) => endpoint.bodyLimit);
const PROXY = '10.77.0.20';

let db: Db;
const apps: FastifyInstance[] = [];
let counter = 0;
/** A client address of this test alone (each app counts on its own, but one app serves several tests). */
const freshAddress = () => `203.0.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await closeTestDb();
});

async function limitedApp(trustProxy: string[] | false = false): Promise<FastifyInstance> {
  const app = await testApp(db, { config: { rateLimit: true, trustProxy } });
  apps.push(app);
  return app;
}

/** An empty JSON object: refused by every public schema (400) without touching the database. */
function call(app: FastifyInstance, endpoint: EndpointConfig, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: endpoint.method, url: endpoint.path, payload: {}, remoteAddress, headers });
}

it('the contract limits and caps the public endpoints that hash passwords', () => {
  const ids = (list: typeof LIMITED) => list.map(({ id }) => id).sort();
  expect(ids(LIMITED)).toEqual(expect.arrayContaining(['users.login', 'users.passwordForget']));
  expect(ids(CAPPED)).toEqual(expect.arrayContaining(['users.login', 'users.passwordForget']));
});

describe.each(LIMITED.map(({ id, endpoint }) => [id, endpoint] as const))('%s', (_id, endpoint) => {
  const max = endpoint.rateLimitPerMinute ?? 0;

  it(`answers 429 to the call after ${max} a minute from one address, while another address still passes`, async () => {
    const app = await limitedApp();
    const address = freshAddress();
    for (let i = 0; i < max; i += 1) {
      const res = await call(app, endpoint, address);
      expect([res.statusCode, i]).toEqual([400, i]);
    }
    const started = performance.now();
    const refused = await call(app, endpoint, address);
    // Answered a second late: a flooding client's connections then idle instead of spinning the event loop.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(app, endpoint, freshAddress())).statusCode).toBe(400);
  });

  it('counts the forwarded client address from a trusted proxy, and the socket address of anyone else', async () => {
    const app = await limitedApp([PROXY]);
    const client = freshAddress();
    for (let i = 0; i < max; i += 1) await call(app, endpoint, PROXY, { 'x-forwarded-for': client });
    expect((await call(app, endpoint, PROXY, { 'x-forwarded-for': client })).statusCode).toBe(429);
    // Another browser behind the same proxy is a different client.
    expect((await call(app, endpoint, PROXY, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(400);

    // A client that is not the proxy cannot escape its count by naming a new address in every call.
    const direct = freshAddress();
    for (let i = 0; i < max; i += 1) await call(app, endpoint, direct, { 'x-forwarded-for': freshAddress() });
    expect((await call(app, endpoint, direct, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(429);
  });
});

it('without the limit configured (RATE_LIMIT=false) no call is refused for its rate', async () => {
  const app = await testApp(db, { config: { rateLimit: false } });
  apps.push(app);
  const address = freshAddress();
  const max = endpoints.users.passwordForget.rateLimitPerMinute ?? 0;
  for (let i = 0; i <= max + 1; i += 1) expect((await call(app, endpoints.users.passwordForget, address)).statusCode).toBe(400);
});

describe.each(CAPPED.map(({ id, endpoint }) => [id, endpoint] as const))('%s body cap', (_id, endpoint) => {
  it('answers 413 to a body over its cap, before reading it, and changes nothing', async () => {
    const app = await limitedApp();
    const limit = endpoint.bodyLimit ?? 0;
    const before = await dbFingerprint(db);
    const username = `flood-${freshAddress()}@test.ru`;
    // A well-formed body just over the cap, and the flood: a megabyte of nested JSON.
    const padded = JSON.stringify({ username, password: 'x'.repeat(limit), e_mail: username, token: 'x'.repeat(limit), new_password: 'x' });
    const nested = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    for (const payload of [padded, nested]) {
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.path,
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge });
    }
    expect(await dbFingerprint(db)).toBe(before);
    // Not even a failed-login counter: the handler never ran.
    const { rows } = await db.query('select 1 from login_throttle where key like $1', [`%${username}%`]);
    expect(rows).toEqual([]);
  });

  it('still takes a body within the cap', async () => {
    const app = await limitedApp();
    const res = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      payload: { note: 'x'.repeat((endpoint.bodyLimit ?? 0) - 200) },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(400);
  });
});
