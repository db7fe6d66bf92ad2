import type { FastifyInstance } from 'fastify';
import { parseTrustProxy } from '../config';
import type { Db } from '../db/db';
import { createOrganization, createUser, type TestUser } from '../test/fixtures';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { passwordGate } from './password';
import { createDbLimiter, expirySweeper, SWEEP_EVERY_MS } from './db-limiter';
import { countAttempt, releaseAttempt } from './throttle-repository';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from './login-throttle';
import { API_MESSAGES } from '../http/api-messages';

let db: Db;
let org: { organizationId: number; sectionId: number };
const apps: FastifyInstance[] = [];
let addressCounter = 0;

/** A client address of this test alone, so address counters of other tests never interfere. */
const freshAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

beforeAll(async () => {
  db = await testDb();
  org = await createOrganization(db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await closeTestDb();
});

async function appWith(limits: Partial<LoginThrottleLimits>, config: Parameters<typeof testApp>[1] = {}): Promise<FastifyInstance> {
  const app = await testApp(db, { ...config, loginThrottle: createLoginThrottle(db, limits) });
  apps.push(app);
  return app;
}

function attempt(app: FastifyInstance, username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username, password }, remoteAddress, headers });
}

const newUser = (): Promise<TestUser> => createUser(db, { ...org, roles: ['CREATOR'] });

describe('login limits', () => {
  it('blocks one login from one address after its failures, with the Russian 429, even for the right password', async () => {
    const app = await appWith({ perPair: 3 });
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, user.username, `wrong-${i}`, address)).statusCode).toBe(403);
    const blocked = await attempt(app, user.username, user.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.tooManyRequests });
    // The same login from elsewhere, and other logins from this address, are not affected.
    expect((await attempt(app, user.username, user.password, freshAddress())).statusCode).toBe(200);
    const other = await newUser();
    expect((await attempt(app, other.username, other.password, address)).statusCode).toBe(200);
  });

  it('limits one login across addresses (a guesser spreading over many machines)', async () => {
    const app = await appWith({ perPair: 10, perUser: 4 });
    const user = await newUser();
    for (let i = 0; i < 4; i += 1) expect((await attempt(app, user.username, 'wrong', freshAddress())).statusCode).toBe(403);
    expect((await attempt(app, user.username.toUpperCase(), user.password, freshAddress())).statusCode).toBe(429);
  });

  it('limits one address across logins (password spraying from one machine)', async () => {
    const app = await appWith({ perPair: 10, perUser: 10, perAddress: 3 });
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, `nobody-${i}-${address}@test.ru`, 'wrong', address)).statusCode).toBe(403);
    const user = await newUser();
    expect((await attempt(app, user.username, user.password, address)).statusCode).toBe(429);
    expect((await attempt(app, user.username, user.password, freshAddress())).statusCode).toBe(200);
  });

  it('counts guesses sent at once: no more than the limit have their password checked', async () => {
    const app = await appWith({ perPair: 3 });
    const user = await newUser();
    const address = freshAddress();
    const codes = (await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(app, user.username, `wrong-${i}`, address)))).map(
      (r) => r.statusCode,
    );
    expect(codes.every((code) => [403, 429, 503].includes(code))).toBe(true);
    // Each of the pair's three places goes to one request: checked (403), or refused by a full hashing queue (503).
    expect(codes.filter((code) => code !== 429)).toHaveLength(3);
    expect((await attempt(app, user.username, user.password, address)).statusCode).toBe(429);
  });

  it("gives the address back each successful login's place: many sign-ins behind one office address never block it", async () => {
    const app = await appWith({ perAddress: 3 });
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const user = await newUser();
      expect((await attempt(app, user.username, user.password, address)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, `nobody-${i}-${address}@test.ru`, 'wrong', address)).statusCode).toBe(403);
    const late = await newUser();
    expect((await attempt(app, late.username, late.password, address)).statusCode).toBe(429);
  });

  it('a refused attempt uses up no other allowance: the login can still be tried from elsewhere', async () => {
    const app = await appWith({ perPair: 2, perUser: 4 });
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1) expect((await attempt(app, user.username, 'wrong', address)).statusCode).toBe(403);
    for (let i = 0; i < 5; i += 1) expect((await attempt(app, user.username, 'wrong', address)).statusCode).toBe(429);
    // Two failures of four on the login's own count: the right password from another machine still works.
    expect((await attempt(app, user.username, user.password, freshAddress())).statusCode).toBe(200);
  });

  it('is one count for every replica: failures on one API instance block the login on another', async () => {
    const replicaA = await appWith({ perPair: 2 });
    const replicaB = await appWith({ perPair: 2 });
    const user = await newUser();
    const address = freshAddress();
    expect((await attempt(replicaA, user.username, 'wrong', address)).statusCode).toBe(403);
    expect((await attempt(replicaB, user.username, 'wrong', address)).statusCode).toBe(403);
    expect((await attempt(replicaA, user.username, user.password, address)).statusCode).toBe(429);
    expect((await attempt(replicaB, user.username, user.password, address)).statusCode).toBe(429);
    const { rows } = await db.query<{ failures: number }>("select failures from login_throttle where scope = 'login-pair' and key = $1", [
      `${address}|${user.username}`,
    ]);
    expect(rows).toEqual([{ failures: 2 }]);
  });

  it('forgets failures once the window has passed; a success clears the login counters but not the address one', async () => {
    const app = await appWith({ perPair: 2, perUser: 5, perAddress: 50 });
    const user = await newUser();
    const address = freshAddress();
    await attempt(app, user.username, 'wrong', address);
    await attempt(app, user.username, 'wrong', address);
    expect((await attempt(app, user.username, user.password, address)).statusCode).toBe(429);
    // Fifteen minutes later, as the database clock sees it.
    await db.query("update login_throttle set window_start = window_start - interval '16 minutes' where key in ($1, $2, $3)", [
      `${address}|${user.username}`,
      user.username,
      address,
    ]);
    expect((await attempt(app, user.username, 'wrong', address)).statusCode).toBe(403);
    expect((await attempt(app, user.username, user.password, address)).statusCode).toBe(200);
    const { rows } = await db.query<{ scope: string; failures: number }>(
      'select scope, failures from login_throttle where key = any($1::text[]) order by scope',
      [[`${address}|${user.username}`, user.username, address]],
    );
    expect(rows).toEqual([{ scope: 'login-address', failures: 1 }]);
  });
});

describe('what an attempt costs the database', () => {
  /** The throttle on a db that keeps the statements it is given. */
  function counted(limits: Partial<LoginThrottleLimits> = {}) {
    const statements: string[] = [];
    const counting: Db = { ...db, query: (text, params, options) => (statements.push(text), db.query(text, params, options)) };
    return { throttle: createLoginThrottle(counting, limits), statements };
  }

  it('an attempt is a read and a count, a success three statements more; a refused attempt only the read', async () => {
    const { throttle, statements } = counted({ perPair: 2 });
    const address = freshAddress();
    expect(await throttle.attempt(`first-${address}@test.ru`, address)).toBe(true); // with the first sweep
    statements.length = 0;
    expect(await throttle.attempt(`cost-${address}@test.ru`, address)).toBe(true);
    expect(statements).toHaveLength(2);
    await throttle.succeed(`cost-${address}@test.ru`, address);
    expect(statements).toHaveLength(5);

    expect(await throttle.attempt(`cost-${address}@test.ru`, address)).toBe(true);
    expect(await throttle.attempt(`cost-${address}@test.ru`, address)).toBe(true);
    statements.length = 0;
    expect(await throttle.attempt(`cost-${address}@test.ru`, address)).toBe(false);
    expect(statements).toHaveLength(1);
  });
});

describe('attempts at the same time', () => {
  it('lose no place given back while other attempts count: each count and give-back pair leaves the count as it was', async () => {
    const key = { scope: 'login-user', key: `race-${freshAddress()}@test.ru` };
    const windowSeconds = 15 * 60;
    await countAttempt(db, [key], windowSeconds);
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        await countAttempt(db, [key], windowSeconds);
        await releaseAttempt(db, key, windowSeconds);
      }),
    );
    const { rows } = await db.query<{ failures: number }>('select failures from login_throttle where scope = $1 and key = $2', [key.scope, key.key]);
    expect(rows).toEqual([{ failures: 1 }]);
  });

  it('give back the places of refused attempts: the count ends at the limit', async () => {
    const limiter = createDbLimiter(db, { scope: 'login-user', maxFailures: 1, windowMs: 15 * 60 * 1000 });
    const key = `race-${freshAddress()}@test.ru`;
    const allowed = await Promise.all(Array.from({ length: 30 }, () => limiter.attempt(key)));
    expect(allowed.filter(Boolean)).toHaveLength(1);
    const { rows } = await db.query<{ failures: number }>("select failures from login_throttle where scope = 'login-user' and key = $1", [key]);
    expect(rows).toEqual([{ failures: 1 }]);
  });

  it("one person's login sent twice, right and wrong, never fails on the counters' locks", async () => {
    const app = await appWith({});
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 8; i += 1) {
      const codes = (await Promise.all([attempt(app, user.username, user.password, address), attempt(app, user.username, 'wrong', address)])).map(
        (r) => r.statusCode,
      );
      expect(codes).toEqual([200, 403]);
    }
  });
});

describe('counters of past windows', () => {
  const expired = async (scope: string, key: string) => {
    await db.query("insert into login_throttle (scope, key, failures, window_start) values ($1, $2, 5, now() - interval '20 minutes')", [scope, key]);
  };
  const left = async (keys: string[]) =>
    (await db.query<{ key: string }>('select key from login_throttle where key = any($1::text[]) order by key', [keys])).rows.map((r) => r.key);

  it("are removed by a login attempt, other logins' and addresses' too, while open windows stay", async () => {
    const gone = [`${freshAddress()}|gone@test.ru`, `gone-${freshAddress()}@test.ru`, freshAddress()];
    await expired('login-pair', gone[0]!);
    await expired('login-user', gone[1]!);
    await expired('login-address', gone[2]!);
    const address = freshAddress();
    const app = await appWith({});
    expect((await attempt(app, `nobody-sweep-${address}@test.ru`, 'wrong', address)).statusCode).toBe(403);
    expect(await left([...gone, address])).toEqual([address]);
  });

  it('are swept at most once per ten seconds by one limiter, not by every attempt', async () => {
    let clock = 1_000_000;
    const sweep = expirySweeper(db, ['login-user'], 15 * 60, () => clock);
    const first = `first-${freshAddress()}@test.ru`;
    const second = `second-${freshAddress()}@test.ru`;
    await expired('login-user', first);
    await sweep();
    await expired('login-user', second);
    clock += SWEEP_EVERY_MS - 1;
    await sweep();
    expect(await left([first, second])).toEqual([second]);
    clock += 1;
    await sweep();
    expect(await left([first, second])).toEqual([]);
  });
});

describe('the client address behind the proxy', () => {
  const addressKeys = async (candidates: string[]) =>
    (
      await db.query<{ key: string }>("select key from login_throttle where scope = 'login-address' and key = any($1::text[]) order by key", [
        candidates,
      ])
    ).rows.map((r) => r.key);

  it("takes X-Forwarded-For from the configured proxy only; anyone else is judged by the socket's address", async () => {
    const proxy = '10.77.0.20';
    const app = await appWith({}, { config: { trustProxy: [proxy] } });
    const client = freshAddress();
    const spoofed = freshAddress();
    const direct = freshAddress();
    await attempt(app, 'nobody-proxy@test.ru', 'wrong', proxy, { 'x-forwarded-for': client });
    await attempt(app, 'nobody-proxy@test.ru', 'wrong', direct, { 'x-forwarded-for': spoofed });
    expect(await addressKeys([client, spoofed, direct, proxy])).toEqual([client, direct].sort());
  });

  it('with a hop count, the address the nearest proxy saw counts, not what the client put before it', async () => {
    const app = await appWith({}, { config: { trustProxy: 1 } });
    const client = freshAddress();
    const spoofed = freshAddress();
    await attempt(app, 'nobody-hops@test.ru', 'wrong', '10.77.0.21', { 'x-forwarded-for': `${spoofed}, ${client}` });
    expect(await addressKeys([client, spoofed])).toEqual([client]);
  });

  it('without a configured proxy the header is ignored', async () => {
    const app = await appWith({});
    const socket = freshAddress();
    const claimed = freshAddress();
    await attempt(app, 'nobody-direct@test.ru', 'wrong', socket, { 'x-forwarded-for': claimed });
    expect(await addressKeys([socket, claimed])).toEqual([socket]);
  });

  it('TRUST_PROXY takes addresses, CIDRs or a hop count, and refuses to trust everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('172.30.0.20')).toEqual(['172.30.0.20']);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,fd00::/8')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
    for (const bad of ['true', 'yes', 'nginx', '10.0.0.0/33', '1.2.3.4/8/1', '*']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('portal users behind the shell proxy (issue 19, point 8)', () => {
  const SHELL = '127.0.0.1';

  it("one browser's ten wrong passwords lock the account for that browser only, not for a colleague's", async () => {
    // The defaults of production and the proxy `npm start` trusts (scripts/lib/stack.mjs: loopback).
    const app = await appWith({}, { config: { trustProxy: [SHELL, '::1'] } });
    const user = await newUser();
    const guesser = freshAddress();
    const colleague = freshAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perPair; i += 1) {
      expect((await attempt(app, user.username, `wrong-${i}`, SHELL, { 'x-forwarded-for': guesser })).statusCode).toBe(403);
    }
    expect((await attempt(app, user.username, user.password, SHELL, { 'x-forwarded-for': guesser })).statusCode).toBe(429);
    expect((await attempt(app, user.username, user.password, SHELL, { 'x-forwarded-for': colleague })).statusCode).toBe(200);
  });

  it('without trusting the proxy every browser is the proxy, and one guesser locks the account for all (why TRUST_PROXY is set)', async () => {
    const app = await appWith({ perPair: 3 });
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) await attempt(app, user.username, 'wrong', SHELL, { 'x-forwarded-for': freshAddress() });
    expect((await attempt(app, user.username, user.password, SHELL, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(429);
  });
});

describe('login while password hashing is saturated', () => {
  it('answers 503 in the error shape at once instead of queueing, and logs in again once the queue drains', async () => {
    const app = await appWith({});
    const user = await newUser();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fillers: Promise<unknown>[] = [];
    while (!passwordGate.busy()) fillers.push(passwordGate.run(() => held));
    const refused = await attempt(app, user.username, user.password, freshAddress());
    const unknown = await attempt(app, `nobody-busy-${freshAddress()}@test.ru`, 'x', freshAddress());
    release();
    await Promise.all(fillers);
    for (const res of [refused, unknown]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: API_MESSAGES.passwordCheckBusy });
    }
    expect((await attempt(app, user.username, user.password, freshAddress())).statusCode).toBe(200);
  });
});
