import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listEndpoints } from '@permit/shared-contracts';
import { endpointSummary } from '@permit/shared-contracts/src/http/endpoint-summaries';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_VERSION } from '../version';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed document

let app: FastifyInstance;
let doc: Json;

beforeAll(async () => {
  app = await testApp(await testDb());
  const res = await app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  doc = res.json();
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

/** The property names of a zod object schema as the route parses it (input) or answers it (output). */
function keysOf(schema: z.ZodType | undefined, io: 'input' | 'output'): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return Object.keys(json.properties ?? {}).sort();
}

function resolve(schema: Json): Json {
  const ref = schema.$ref as string | undefined;
  return ref ? doc.components.schemas[ref.replace('#/components/schemas/', '')] : schema;
}

describe('GET /api/openapi.json, generated from the routes the contract registered', () => {
  it('is an OpenAPI 3.1 document of this API version with the token scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(API_VERSION);
    expect(doc.security).toEqual([{ token: [] }]);
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it('lists exactly the contract table: each endpoint under its own path and method, nothing else', () => {
    const documented = Object.entries(doc.paths as Json).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const contract = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(documented.sort()).toEqual(contract.sort());
    // Paths keep the contract's {name} form; none leaks Fastify's :name form.
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
  });

  it('gives every endpoint its operation id, access, path and query parameters, body and response', () => {
    for (const { id, endpoint } of listEndpoints()) {
      const op = doc.paths[endpoint.path][endpoint.method.toLowerCase()];
      expect({ id, operationId: op.operationId, summary: op.summary }).toEqual({ id, operationId: id, summary: endpointSummary(id) });

      const parameters = (op.parameters ?? []) as Json[];
      const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const inPath = parameters.filter((p) => p.in === 'path');
      expect({ id, path: inPath.map((p) => p.name).sort() }).toEqual({ id, path: pathNames });
      expect({ id, path: keysOf(endpoint.params, 'input') }).toEqual({ id, path: pathNames });
      expect(inPath.every((p) => p.required === true)).toBe(true);
      const inQuery = parameters
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
      expect({ id, query: inQuery }).toEqual({ id, query: keysOf(endpoint.query, 'input') });

      if (endpoint.bodyType === 'multipart') {
        expect(op.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
      } else if (endpoint.body) {
        const body = op.requestBody.content['application/json'].schema;
        expect({ id, body: Object.keys(body.properties ?? {}).sort() }).toEqual({ id, body: keysOf(endpoint.body, 'input') });
      } else {
        expect({ id, requestBody: op.requestBody }).toEqual({ id, requestBody: undefined });
      }

      const ok = op.responses['200'].content;
      if (endpoint.responseType === 'blob') {
        expect(ok['application/octet-stream'].schema).toMatchObject({ type: 'string', format: 'binary' });
      } else {
        const schema = ok['application/json'].schema;
        const expected = z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' }) as Json;
        expect({ id, type: schema.type, keys: Object.keys(schema.properties ?? {}).sort() }).toEqual({
          id,
          type: expected.type,
          keys: keysOf(endpoint.response, 'output'),
        });
      }

      // Access: public calls need no token (and cannot answer 401); the others use the token and can.
      if (endpoint.access === 'public') {
        expect({ id, security: op.security, has401: '401' in op.responses }).toEqual({ id, security: [], has401: false });
      } else {
        expect({ id, security: op.security, has401: '401' in op.responses }).toEqual({ id, security: undefined, has401: true });
      }
      if (endpoint.access === 'admin') expect(op.description).toBe('Только для роли ADMIN.');
      if (endpoint.rateLimitPerMinute) expect(op.responses['429']).toBeDefined();
      const error = resolve(op.responses['403'].content['application/json'].schema);
      expect(error.required).toEqual(['code', 'message']);
      expect(error.properties.fields).toBeUndefined();
      // Only a refused permit save also names each field's problem, by the field's save key.
      const refusal = resolve(op.responses['400'].content['application/json'].schema);
      if (id === 'nd.save') expect(refusal.properties.fields).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
      else expect(refusal.properties.fields).toBeUndefined();
    }
  });

  it('keeps what the old generator showed: the draft flag, the upload query, the print form as a file', () => {
    const save = doc.paths['/api/nd_processing/create_nd'].post;
    expect(save.requestBody.content['application/json'].schema.properties.draft).toEqual({ type: 'boolean' });
    const upload = doc.paths['/api/nd_processing/uploadAddFiles'].post;
    expect(upload.parameters.map((p: Json) => p.name)).toEqual(['NdID', 'delete', 'name', 'description']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file.description).toBe('Файл');
    const print = doc.paths['/api/nd_processing/print/{id}'].get;
    expect(Object.keys(print.responses['200'].content)).toEqual(['application/octet-stream']);
  });

  it('is the same document the docs page loads', async () => {
    const fromPage = await app.inject({ url: '/api/docs/json' });
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.json()).toEqual(doc);
  });
});

describe('GET /api/docs, Swagger UI from @fastify/swagger-ui', () => {
  it('answers 200 with a page whose styles and scripts are all served by the API', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await app.inject({ url });
      expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: expect.stringMatching(/text\/html/),
      });
      expect(page.body).toContain('API портала наряд-допусков');
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThanOrEqual(5);
      for (const asset of assets) {
        const absolute = new URL(asset, `http://api${url}`).pathname;
        const res = await app.inject({ url: absolute });
        expect({ asset, status: res.statusCode, size: res.rawPayload.length > 0 }).toEqual({ asset, status: 200, size: true });
      }
    }
    const init = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    // The page loads the document next to it (/api/docs/json, the same as /api/openapi.json).
    expect(init.body).toContain("resolveUrl('./json')");
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.rawPayload.length).toBeGreaterThan(100_000);
  });

  it('serves nothing outside its own files', async () => {
    for (const url of [
      '/api/docs/..%2Fpackage.json',
      '/api/docs/static/..%2F..%2Fpackage.json',
      '/api/docs/static/%2e%2e/index.js',
      '/api/docs/index.html',
    ]) {
      expect({ url, status: (await app.inject({ url })).statusCode }).toEqual({ url, status: 404 });
    }
  });
});
