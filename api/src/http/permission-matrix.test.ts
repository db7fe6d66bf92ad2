import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints, listEndpoints, type EndpointConfig } from '@permit/shared-contracts';
import { createTokenService } from '../auth/token';
import type { Db } from '../db/db';
import type { Person } from '../test/crew';
import { changedTables, dbFingerprint } from '../test/db-fingerprint';
import { exampleFor, fallbackExample, scopeOf, type Example } from '../test/endpoint-examples';
import { injectOptions, isWriteEndpoint } from '../test/endpoint-request';
import { badAuthorizations, idsIn, matrixCallers, withMissingTarget, type MatrixCaller } from '../test/matrix-callers';
import { closeTestDb, testDb } from '../test/test-db';
import { TEST_CONFIG, testApp } from '../test/test-app';
import { createWorld, type World } from '../test/world';
import { API_MESSAGES } from './api-messages';

/**
 * Issue 8, item 3: every endpoint of the contract's table against anonymous, every role, a user without
 * roles, and users of no or another organization. What each must get follows from the endpoint's
 * `access` (401 anonymous, 403 non-admin on admin endpoints, before anything is read) and, for user
 * endpoints, from how its example's data is scoped (api/README.md «Decisions»). Refusals change nothing.
 */
const ENDPOINTS = listEndpoints();
const MISSING = 2_147_483_647;

let db: Db;
let app: FastifyInstance;
let world: World;
let callers: MatrixCaller[];

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  world = await createWorld(app, db);
  callers = matrixCallers(world);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await closeTestDb();
});

function send(
  endpoint: EndpointConfig,
  example: Example,
  authorization: string | undefined,
  params = example.params,
): Promise<LightMyRequestResponse> {
  const { caller: _caller, scope: _scope, ...input } = example;
  return app.inject(injectOptions(endpoint, { ...input, params, ...(authorization === undefined ? {} : { authorization }) }));
}

const bearerOf = (person: Person | null) => (person ? `Bearer_${person.token}` : undefined);
const errorCode = (res: LightMyRequestResponse) =>
  String(res.headers['content-type']).includes('json') ? (res.json<{ code?: string }>().code ?? '') : '';
const summary = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 160)}`;

/** The refusal the caller must get before the handler does anything, or null when access alone allows the call. */
function accessRefusal(endpoint: EndpointConfig, caller: MatrixCaller): { status: number; code: string } | null {
  if (endpoint.access === 'public') return null;
  if (!caller.person) return { status: 401, code: 'UNAUTHORIZED' };
  if (endpoint.access === 'admin' && !caller.isAdmin) return { status: 403, code: 'FORBIDDEN' };
  return null;
}

/** Logout ended every caller's session; the endpoints after it need them signed in again. */
async function signInAgain(): Promise<void> {
  const tokens = createTokenService({ secret: TEST_CONFIG.tokenSecret, ttlSeconds: TEST_CONFIG.tokenTtlSeconds });
  for (const { person } of callers) {
    if (!person) continue;
    const { rows } = await db.query<{ token_version: number }>('select token_version from app_user where id = $1', [person.id]);
    person.token = tokens.sign(person.id, { version: rows[0]?.token_version ?? 0 });
  }
}

const titled = ENDPOINTS.map(({ id, endpoint }) => [`${endpoint.method} ${endpoint.path} (${id})`, id, endpoint] as const);

/** A number, or an object of numbers only (countsByStatus). */
function isCount(answer: unknown): boolean {
  if (typeof answer === 'number') return true;
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return false;
  const values = Object.values(answer);
  return values.length > 0 && values.every((value) => typeof value === 'number');
}

describe('permission matrix: every endpoint × every caller', () => {
  it('classifies every endpoint: admin and public by access, user endpoints by how their data is scoped', () => {
    const unclassified = ENDPOINTS.filter(({ id, endpoint }) => !scopeOf(endpoint, exampleFor(id, world))).map(({ id }) => id);
    expect(unclassified).toEqual([]);
  });

  it.each(titled)('%s', async (_title, id, endpoint) => {
    const own = exampleFor(id, world);
    const example = own ?? fallbackExample(endpoint, world);
    const scope = scopeOf(endpoint, own);
    const problems: string[] = [];
    const isList = scope === 'org-list' || scope === 'staff-list';
    const insider: unknown = isList ? (await send(endpoint, example, bearerOf(example.caller))).json() : undefined;
    const insiderIds = idsIn(insider);
    // A count (or every status's count) carries no rows to compare; its organization's isolation is tested beside
    // the endpoint (nd-search.test.ts). A list must show its own organization something.
    if (isList && !isCount(insider) && insiderIds.length === 0) {
      problems.push('the example lists nothing for its own organization, so the isolation check would prove nothing');
    }
    const writes = isWriteEndpoint(endpoint);
    const start = await dbFingerprint(db);
    let before = start;
    for (const caller of callers) {
      const res = await send(endpoint, example, bearerOf(caller.person));
      const what = `${caller.label}: ${summary(res)}`;
      const refusal = accessRefusal(endpoint, caller);
      if (res.statusCode >= 500) problems.push(`server error for ${what}`);
      if (refusal) {
        if (res.statusCode !== refusal.status || errorCode(res) !== refusal.code) problems.push(`expected ${refusal.status} for ${what}`);
        if (refusal.status === 403 && res.json<{ message: string }>().message !== API_MESSAGES.adminOnly)
          problems.push(`not the admin-only refusal: ${what}`);
      } else if (res.statusCode === 401 || (res.statusCode === 403 && res.body.includes(API_MESSAGES.adminOnly))) {
        problems.push(`refused by access for ${what}`);
      } else if (caller.outsider && scope === 'permit') {
        // Another organization's permit or file answers exactly like one that does not exist.
        const missing = await send(endpoint, withMissingTarget(example, world), bearerOf(caller.person));
        if (![403, 404].includes(res.statusCode)) problems.push(`another organization's permit reached: ${what}`);
        if (res.statusCode !== missing.statusCode || res.body !== missing.body)
          problems.push(`existence can be probed: ${what} vs missing ${summary(missing)}`);
      } else if (caller.outsider && scope === 'colleague' && !caller.isAdmin && res.statusCode !== 403) {
        problems.push(`another organization's user or staff list reached: ${what}`);
      } else if (caller.outsider && (scope === 'org-list' || (scope === 'staff-list' && !caller.isAdmin))) {
        const leaked = res.statusCode === 200 ? idsIn(res.json()).filter((rowId) => insiderIds.includes(rowId)) : [];
        if (leaked.length) problems.push(`rows of another organization listed (${leaked.join(', ')}): ${what}`);
      }
      // Reads are checked once for the whole row of callers below; a write after every call.
      if (!writes) continue;
      const after = await dbFingerprint(db);
      if (res.statusCode >= 400 && after !== before) problems.push(`refused but changed ${changedTables(before, after).join(', ')}: ${what}`);
      before = after;
    }
    if (endpoint === endpoints.users.logout) await signInAgain();
    if (!writes) problems.push(...changedTables(start, await dbFingerprint(db)).map((t) => `a read changed ${t}`));
    expect(problems).toEqual([]);
  });
});

describe('permission before existence and input', () => {
  it.each(titled.filter(([, , e]) => e.access !== 'public'))('%s', async (_title, id, endpoint) => {
    const example = exampleFor(id, world) ?? fallbackExample(endpoint, world);
    const garbage = Object.fromEntries(Object.keys(example.params ?? {}).map((key) => [key, 'abc']));
    const variants = [
      { label: 'missing target', example: withMissingTarget(example, world), params: withMissingTarget(example, world).params },
      { label: 'garbage path', example, params: garbage },
      { label: 'id that exists nowhere', example, params: Object.fromEntries(Object.keys(garbage).map((key) => [key, MISSING])) },
    ];
    const problems: string[] = [];
    const before = await dbFingerprint(db);
    for (const variant of variants) {
      const anonymous = await send(endpoint, variant.example, undefined, variant.params);
      if (anonymous.statusCode !== 401) problems.push(`anonymous, ${variant.label}: ${summary(anonymous)}`);
      if (endpoint.access === 'admin') {
        const nonAdmin = await send(endpoint, variant.example, bearerOf(world.crew.creator), variant.params);
        if (nonAdmin.statusCode !== 403) problems.push(`CREATOR, ${variant.label}: ${summary(nonAdmin)}`);
      }
    }
    // Nor is the body read first: a broken, foreign or oversized one still gets 401 or 403, not 400, 415 or 413.
    const bodies = [
      { label: 'broken JSON', raw: { payload: '{плохо', contentType: 'application/json' } },
      { label: 'XML', raw: { payload: '<nd/>', contentType: 'application/xml' } },
      { label: 'too large', raw: { payload: JSON.stringify({ text: 'ж'.repeat(1_100_000) }), contentType: 'application/json' } },
    ];
    for (const { label, raw } of endpoint.method === 'GET' ? [] : bodies) {
      const call = { params: example.params, query: example.query, raw };
      const anonymous = await app.inject(injectOptions(endpoint, call));
      if (anonymous.statusCode !== 401) problems.push(`anonymous, ${label}: ${summary(anonymous)}`);
      if (endpoint.access === 'admin') {
        const nonAdmin = await app.inject(injectOptions(endpoint, { ...call, authorization: bearerOf(world.crew.creator) }));
        if (nonAdmin.statusCode !== 403) problems.push(`CREATOR, ${label}: ${summary(nonAdmin)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await dbFingerprint(db)).toBe(before);
  });
});

describe('tokens expired, altered or in another scheme are refused everywhere', () => {
  it.each(titled.filter(([, , e]) => e.access !== 'public'))('%s', async (_title, id, endpoint) => {
    const example = exampleFor(id, world) ?? fallbackExample(endpoint, world);
    const victim = example.caller ?? world.crew.executor;
    const before = await dbFingerprint(db);
    const problems: string[] = [];
    // The tampered payload names someone else than the token's owner.
    const target = victim.id === world.crew.admin.id ? world.crew.creator : world.crew.admin;
    for (const bad of badAuthorizations(victim, target, TEST_CONFIG.tokenSecret)) {
      const res = await send(endpoint, example, bad.header);
      if (res.statusCode !== 401 || errorCode(res) !== 'UNAUTHORIZED') problems.push(`${bad.label}: ${summary(res)}`);
    }
    expect(problems).toEqual([]);
    const after = await dbFingerprint(db);
    expect(changedTables(before, after)).toEqual([]);
  });

  it('accepts the documented forms: `Bearer_{token}` (the portal) and `Bearer {token}` (standard tools)', async () => {
    const url = '/api/favouritesNd/listAll';
    for (const authorization of [`Bearer_${world.crew.executor.token}`, `Bearer ${world.crew.executor.token}`]) {
      expect((await app.inject({ url, headers: { authorization } })).statusCode).toBe(200);
    }
  });
});
