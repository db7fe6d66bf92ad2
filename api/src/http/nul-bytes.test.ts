import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, errorBodySchema, listEndpoints, type EndpointConfig } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { dbFingerprint } from '../test/db-fingerprint';
import { exampleFor, fallbackExample, type Example } from '../test/endpoint-examples';
import { injectOptions, type Call } from '../test/endpoint-request';
import { describeCall } from '../test/fuzz-calls';
import { closeTestDb, testDb } from '../test/test-db';
import { testApp } from '../test/test-app';
import { createWorld, type World } from '../test/world';
import { findUnstorable } from './nul-bytes';
import { API_MESSAGES } from './api-messages';

/**
 * Issue 19, point 8: a NUL character in any text field or filter used to reach PostgreSQL, which refuses
 * it as an encoding error (a 500). Every endpoint of the contract, from its valid example, gets NUL in
 * each path parameter, each query parameter (the search filters among them), each body field and every
 * string nested in the body; each must answer 400 naming the field and change nothing.
 */
const NUL_TEXT = 'текст\u0000хвост';
const LABELS = { params: 'Параметр пути', query: 'Параметр запроса', body: 'Поле' } as const;

let db: Db;
let app: FastifyInstance;
let world: World;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  world = await createWorld(app, db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await closeTestDb();
});

const keysOf = (schema: z.ZodType | undefined, sample: unknown) => [
  ...new Set([
    ...(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []),
    ...(sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : []),
  ]),
];

/** Paths of every string inside a value (['documents', '0'] …), to put NUL exactly there. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = withValueAt((value as Record<string, unknown>)[head], rest, replacement);
  return copy;
}

/** The example as a call, by its caller. */
const callOf = (example: Example): Call => ({
  params: example.params,
  query: example.query,
  ...(example.parts ? { parts: example.parts } : example.body !== undefined ? { body: example.body } : {}),
  ...(example.caller ? { authorization: `Bearer_${example.caller.token}` } : {}),
});

/** The calls of one endpoint, each with NUL in one place, and the field the answer must name. */
function nulCalls(endpoint: EndpointConfig, example: Example): { call: Call; part: keyof typeof LABELS; field: string }[] {
  const base = callOf(example);
  const out: { call: Call; part: keyof typeof LABELS; field: string }[] = [];
  for (const key of keysOf(endpoint.params, example.params)) {
    out.push({ call: { ...base, params: { ...example.params, [key]: NUL_TEXT } }, part: 'params', field: key });
  }
  for (const key of keysOf(endpoint.query, example.query)) {
    out.push({ call: { ...base, query: { ...example.query, [key]: NUL_TEXT } }, part: 'query', field: key });
  }
  if (endpoint.body && endpoint.bodyType !== 'multipart') {
    const body = example.body ?? {};
    for (const key of keysOf(endpoint.body, body)) {
      out.push({ call: { ...base, body: { ...(body as object), [key]: NUL_TEXT } }, part: 'body', field: key });
    }
    for (const path of stringPaths(body).filter((p) => p.length > 1)) {
      out.push({ call: { ...base, body: withValueAt(body, path, NUL_TEXT) }, part: 'body', field: path.join('.') });
    }
    out.push({ call: { ...base, body: { ...(body as object), ['ключ\u0000']: 1 } }, part: 'body', field: 'ключ\\u0000' });
  }
  // A multipart upload's text parts (the link list, `documents`) are stored as they come, so they are checked too.
  if (endpoint.bodyType === 'multipart') {
    out.push({ call: { ...base, parts: [...(example.parts ?? []), { name: 'documents', value: NUL_TEXT }] }, part: 'body', field: 'documents' });
  }
  return out;
}

const ALL = listEndpoints();

const LONE = 'недопустимый символ (половина суррогатной пары UTF-16)';

it('finds NUL in strings and keys at any depth, and nothing in clean values', () => {
  const nul = API_MESSAGES.nulCharacter;
  expect(findUnstorable({ a: ['x', { b: 'y\u0000' }] })).toEqual({ path: ['a', '1', 'b'], message: nul });
  expect(findUnstorable({ ['k\u0000']: 1 })).toEqual({ path: ['k\\u0000'], message: nul });
  expect(findUnstorable('\u0000')).toEqual({ path: [], message: nul });
  expect(findUnstorable({ a: ['x', 1, null, true, { b: 'y' }] })).toBeNull();
});

it('finds half of a surrogate pair, which PostgreSQL would store as «�», and lets whole pairs and emoji through', () => {
  expect(findUnstorable({ documents: 'до\ud800после' })).toEqual({ path: ['documents'], message: LONE });
  expect(findUnstorable({ a: ['\udfff'] })).toEqual({ path: ['a', '0'], message: LONE });
  expect(findUnstorable({ ['k\ud83d']: 1 })).toEqual({ path: ['k\\ud83d'], message: LONE });
  expect(findUnstorable({ a: 'кран 🔧 𝔸 ok', b: '\ud83d\udd27' })).toBeNull();
});

// Only JSON can carry one (`"\\ud800"`): a URL's percent-encoding is UTF-8, which has no half surrogates.
it('a half surrogate in a saved permit’s text is a 400 naming the field, with nothing changed', async () => {
  const endpoint = endpoints.nd.save;
  const example = exampleFor('nd.save', world) ?? fallbackExample(endpoint, world);
  const before = await dbFingerprint(db);
  for (const [field, value] of [
    ['documents', 'до\ud800после'],
    ['comment', 'хвост\udc00'],
  ] as const) {
    const res = await app.inject(injectOptions(endpoint, { ...callOf(example), body: { ...(example.body as object), [field]: value } }));
    expect([field, res.statusCode, errorBodySchema.parse(res.json()).message]).toEqual([field, 400, `Поле «${field}»: ${LONE}`]);
  }
  expect(await dbFingerprint(db)).toBe(before);
});

it('the search filters are among the fields checked', () => {
  const search = endpoints.nd.search;
  const calls = nulCalls(search, exampleFor('nd.search', world) ?? fallbackExample(search, world));
  expect(calls.filter((c) => c.part === 'query').length).toBeGreaterThan(3);
});

it.each(ALL.map(({ id, endpoint }) => [`${endpoint.method} ${endpoint.path} (${id})`, id, endpoint] as const))(
  '%s: NUL anywhere is a 400 naming the field, with nothing changed',
  async (_title, id, endpoint) => {
    const example = exampleFor(id, world) ?? fallbackExample(endpoint, world);
    const before = await dbFingerprint(db);
    for (const { call, part, field } of nulCalls(endpoint, example)) {
      const res = await app.inject(injectOptions(endpoint, call));
      const what = `${res.statusCode} ${res.body.slice(0, 200)} for ${describeCall(call)}`;
      expect([what, res.statusCode]).toEqual([what, 400]);
      const body = errorBodySchema.parse(res.json());
      expect([what, body.message]).toEqual([what, `${LABELS[part]} «${field}»: ${API_MESSAGES.nulCharacter}`]);
    }
    expect(await dbFingerprint(db)).toBe(before);
  },
  60_000,
);
