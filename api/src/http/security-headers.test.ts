import type { FastifyInstance } from 'fastify';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

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

/** The API's policy, directive by directive: nothing may run, load, submit or frame. */
const API_POLICY = ["default-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", 'sandbox'];

function directives(header: unknown): string[] {
  return String(header)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}

describe('security headers of the API', () => {
  it('every kind of answer carries them: data, an error, an unknown path, a refused login, a refused body', async () => {
    const answers = [
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/users/getUserById/1' }),
      await app.inject({ url: '/api/no-such-call' }),
      await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: 'nobody@x.ru', password: 'x' } }),
      await app.inject({ url: '/api/openapi.json' }),
      await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: 'a@b.ru', password: 'x'.repeat(100 * 1024) } }),
      await app.inject({ method: 'POST', url: '/api/users/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 403, 200, 413, 415]);
    for (const answer of answers) {
      expect({ url: answer.raw.req.url, ...answer.headers }).toMatchObject(strict);
      expect(directives(answer.headers['content-security-policy'])).toEqual(API_POLICY);
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['server']).toBeUndefined();
      // TLS ends in front of the API (nginx); an HSTS promise is not the API's to make.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the Swagger page gets a policy that lets only its own files run, and still may not be framed', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(strict);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy).toEqual(
      expect.arrayContaining(["default-src 'none'", "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "form-action 'none'"]),
    );
    expect(policy.join(';')).not.toMatch(/unsafe-eval|\*|http/);
    // 'self' alone runs the page: it has no inline script, every script is a file of the API origin.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attributes, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await app.inject({ url: src });
      expect({ src, status: script.statusCode, type: script.headers['content-type'] }).toEqual({
        src,
        status: 200,
        type: expect.stringMatching(/javascript/),
      });
    }
    // Its static files are served under the strict API policy (they are not documents).
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(directives(bundle.headers['content-security-policy'])).toEqual(API_POLICY);
  });
});
