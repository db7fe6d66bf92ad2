import type { FastifyInstance } from 'fastify';
import { endpoints, errorBodySchema, listEndpoints } from '@permit/shared-contracts';
import { API_MESSAGES } from './http/api-messages';
import { createOrganization, createUser } from './test/fixtures';
import { bearer, login, testApp } from './test/test-app';
import { closeTestDb, testDb, usesPostgresServer } from './test/test-db';
import { API_VERSION } from './version';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  const db = await testDb();
  app = await testApp(db);
  const org = await createOrganization(db);
  const user = await createUser(db, { ...org, roles: ['CREATOR'] });
  token = await login(app, user.username, user.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('GET /api/health', () => {
  it('is public and reports the database kind and the API version', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(endpoints.system.health.response.parse(res.json())).toEqual({
      status: 'ok',
      database: usesPostgresServer() ? 'postgres' : 'pglite',
      version: API_VERSION,
    });
  });
});

describe('errors always come as { code, message }', () => {
  it('malformed JSON → 400 with the contract text', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.ru", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: API_MESSAGES.malformedJson });
  });

  it('prototype-poisoning JSON is refused as malformed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a@b.ru","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.malformedJson);
  });

  it('an unknown route → 404 JSON, also for a known path with another method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/totally/elsewhere'],
      ['DELETE', '/api/users/auth/login'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: API_MESSAGES.routeNotFound });
    }
  });

  it('a body over the limit → 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { username: 'a@b.ru', password: 'x'.repeat(100 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type → 415 in the same shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('a malformed percent-encoding in the URL → 400', async () => {
    const res = await app.inject({ url: '/api/users/getUserById/%E0%A4%A', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('a POST without a body but with a JSON content type is accepted where no body is expected', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/notifications/readed?all=true',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('responses are not cached and not sniffed', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the contract’s endpoint table is served in full', () => {
  it('every endpoint is registered: without a token each non-public one answers 401, never "route not found"', async () => {
    for (const { id, endpoint } of listEndpoints()) {
      const url = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'status' ? 'DRAFT' : name === 'role' ? 'CREATOR' : '1'));
      const res = await app.inject({ method: endpoint.method, url });
      if (endpoint.access === 'public') {
        expect({ id, notFound: res.json()?.message === API_MESSAGES.routeNotFound }).toEqual({ id, notFound: false });
      } else {
        expect({ id, status: res.statusCode }).toEqual({ id, status: 401 });
      }
    }
  });
});

describe('OpenAPI document and docs page', () => {
  it('GET /api/openapi.json describes every endpoint of the contract with its method, access and schemas', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const { id, endpoint } of listEndpoints()) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect({ id, operationId: op?.operationId }).toEqual({ id, operationId: id });
      expect(op.responses['200']).toBeDefined();
      if (endpoint.access === 'public') expect(op.security).toEqual([]);
      else expect(op.responses['401']).toBeDefined();
    }
    const save = doc.paths['/api/nd_processing/create_nd'].post;
    expect(save.requestBody.content['application/json'].schema.properties.draft).toEqual({ type: 'boolean' });
    const upload = doc.paths['/api/nd_processing/uploadAddFiles'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual(['NdID', 'delete', 'name', 'description']);
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it('GET /api/docs is an interactive page with its assets served locally', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // @fastify/swagger-ui: the page's script loads the document next to it, /api/docs/json (docs/docs-routes.test.ts).
    expect(page.body).toContain('/api/docs/static/swagger-initializer.js');
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    expect((await app.inject({ url: '/api/docs/..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/docs/index.html' })).statusCode).toBe(404);
  });
});
