import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp(await testDb());
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

const strict = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

describe('security headers of the API', () => {
  it('every kind of answer carries them: data, an error, an unknown path, a refused login', async () => {
    const answers = [
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/users/getUserById/1' }),
      await app.inject({ url: '/api/no-such-call' }),
      await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: 'nobody@x.ru', password: 'x' } }),
      await app.inject({ url: '/api/openapi.json' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 403, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ ...strict, 'content-security-policy': API_CONTENT_SECURITY_POLICY });
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['server']).toBeUndefined();
    }
    expect(API_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'/);
    expect(API_CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
  });

  it('the Swagger page gets a policy that lets exactly its own script run, and still may not be framed', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(strict);
    const policy = String(page.headers['content-security-policy']);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(inline).toContain('SwaggerUIBundle(');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    // Its assets are served under the strict API policy (they are not documents).
    const bundle = await app.inject({ url: '/api/docs/swagger-ui-bundle.js' });
    expect(bundle.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
