import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint, endpoints, errorBodySchema } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import { installErrorHandlers } from './error-handler';
import { unauthorized } from './errors';
import { installRateLimit } from './rate-limit';
import { route } from './route';
import { API_MESSAGES } from './api-messages';

/** The generic route mechanism on its own: a bare Fastify, a fake authenticator, real contract endpoints. */
const admin: AuthUser = { id: 1, organizationId: 1, sectionId: null, roles: ['ADMIN'], isAdmin: true, sid: 's' };
const creator: AuthUser = { id: 2, organizationId: 1, sectionId: null, roles: ['CREATOR'], isAdmin: false, sid: 's' };

async function appWith(register: (app: FastifyInstance) => void, validateResponses = true): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandlers(app);
  app.decorate('routeContext', {
    validateResponses,
    authenticate: async (header: string | undefined) => {
      if (header === 'Bearer_admin') return admin;
      if (header === 'Bearer_creator') return creator;
      throw unauthorized();
    },
  });
  register(app);
  await app.ready();
  return app;
}

describe('route()', () => {
  it('passes parsed, typed params and query to the handler', async () => {
    const seen: unknown[] = [];
    const app = await appWith((a) =>
      route(a, endpoints.nd.search, async ({ params, query, user }) => {
        seen.push({ page: params.page, size: params.size, status: query.status, type: query.type, user: user.id });
        return { data: [], count: 0 };
      }),
    );
    const res = await app.inject({
      url: '/api/nd_processing/ndSearch/2/20?status=IN_WORK&type=0&numberPaperNd=!',
      headers: { authorization: 'Bearer_creator' },
    });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual([{ page: 2, size: 20, status: 'IN_WORK', type: null, user: 2 }]);
  });

  it('answers 400 with a Russian message naming the field', async () => {
    const app = await appWith((a) => route(a, endpoints.nd.search, async () => ({ data: [], count: 0 })));
    const res = await app.inject({ url: '/api/nd_processing/ndSearch/0/20?type=abc', headers: { authorization: 'Bearer_creator' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Параметр запроса «type»: Ожидается идентификатор' });

    const badPage = await app.inject({ url: '/api/nd_processing/ndSearch/x/20', headers: { authorization: 'Bearer_creator' } });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toMatch(/^Параметр пути «page»: /);
  });

  it('words body issues in Russian, also where the contract has no text of its own', async () => {
    const app = await appWith((a) =>
      route(a, endpoints.users.login, async () => {
        throw new Error('not reached');
      }),
    );
    const missing = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: 'a@b.ru' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Поле «password»: значение не указано');
    const noBody = await app.inject({ method: 'POST', url: '/api/users/auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toMatch(/^Тело запроса: /);
  });

  it('checks access before reading input: 401 without a token, 403 for a non-admin on an admin endpoint', async () => {
    let calls = 0;
    const app = await appWith((a) =>
      route(a, endpoints.users.list, async () => {
        calls += 1;
        return [];
      }),
    );
    const anonymous = await app.inject({ url: '/api/users/list/zzz/1' });
    expect(anonymous.statusCode).toBe(401);
    const notAdmin = await app.inject({ url: '/api/users/list/zzz/1', headers: { authorization: 'Bearer_creator' } });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.adminOnly });
    const asAdmin = await app.inject({ url: '/api/users/list/0/10', headers: { authorization: 'Bearer_admin' } });
    expect(asAdmin.statusCode).toBe(200);
    expect(calls).toBe(1);
  });

  it('refuses a response that breaks the contract with a 500, never sends it', async () => {
    const app = await appWith((a) =>
      // The cast simulates a buggy handler; the server must catch it.
      route(a, endpoints.nd.countByStatus, async () => -1 as number),
    );
    const res = await app.inject({ url: '/api/nd_processing/countByStatus/DRAFT', headers: { authorization: 'Bearer_creator' } });
    expect(res.statusCode).toBe(500);
    expect(errorBodySchema.parse(res.json())).toEqual({ code: 'INTERNAL', message: API_MESSAGES.internal });
  });

  it('sends plain JSON numbers and booleans', async () => {
    const app = await appWith((a) => route(a, endpoints.nd.countByStatus, async () => 7));
    const res = await app.inject({ url: '/api/nd_processing/countByStatus/DRAFT', headers: { authorization: 'Bearer_creator' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toBe(7);
  });

  it('turns an unexpected error into a generic 500', async () => {
    const app = await appWith((a) =>
      route(a, endpoints.system.health, async () => {
        throw new Error('secret internals');
      }),
    );
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ code: 'INTERNAL', message: API_MESSAGES.internal });
  });

  it('maps constraint violations: a used row on delete → 409 inUse, a duplicate → 409, a bad reference on save → 400', async () => {
    const pgError = (code: string) => Object.assign(new Error('constraint'), { code });
    const app = await appWith((a) => {
      route(a, endpoints.catalogues.Siz.delete, async ({ params }) => {
        throw pgError(params.id === 1 ? '23503' : '23001');
      });
      route(a, endpoints.catalogues.Siz.save, async ({ body }) => {
        throw pgError(body.siz_name === 'dup' ? '23505' : '23503');
      });
    });
    const admin = { authorization: 'Bearer_admin' };
    for (const id of [1, 2]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/admin/siz/delete/${id}`, headers: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.inUse });
    }
    const save = (siz_name: string) =>
      app.inject({ method: 'POST', url: '/api/admin/siz/save', headers: admin, payload: { siz_name, description: 'Описание' } });
    expect((await save('dup')).json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.duplicate });
    expect((await save('other')).statusCode).toBe(400);
  });

  it('answers a transaction cancelled in a lock conflict (deadlock, serialization) with 409 concurrentChange', async () => {
    const app = await appWith((a) =>
      route(a, endpoints.catalogues.Siz.save, async ({ body }) => {
        throw Object.assign(new Error('deadlock detected'), { code: body.siz_name === 'a' ? '40P01' : '40001' });
      }),
    );
    for (const siz_name of ['a', 'b']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/siz/save',
        headers: { authorization: 'Bearer_admin' },
        payload: { siz_name, description: 'Описание' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.concurrentChange });
    }
  });
});

describe('route() limits from the contract (issue 19, point 5)', () => {
  // A made-up public endpoint: the mechanism is generic, not tied to the login endpoints.
  const echo = defineEndpoint({
    method: 'POST',
    path: '/api/test/echo',
    access: 'public',
    body: z.object({ text: z.string() }),
    response: z.object({ length: z.number() }),
    bodyLimit: 200,
    rateLimitPerMinute: 2,
  });

  async function limitedApp(rateLimit?: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    installErrorHandlers(app);
    await installRateLimit(app, { refusalDelayMs: 0 });
    app.decorate('routeContext', { validateResponses: true, rateLimit, authenticate: async () => admin });
    route(app, echo, async ({ body }) => ({ length: body.text.length }));
    await app.ready();
    return app;
  }
  const post = (app: FastifyInstance, text: string, remoteAddress = '192.0.2.1') =>
    app.inject({ method: 'POST', url: '/api/test/echo', payload: { text }, remoteAddress });

  it("caps the body at the endpoint's bodyLimit (413 in the error shape), whatever the server-wide limit", async () => {
    const app = await limitedApp(false);
    expect((await post(app, 'x'.repeat(150))).statusCode).toBe(200);
    const tooBig = await post(app, 'x'.repeat(200));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge });
  });

  it('limits calls per client address per minute when on (the default), and not when off', async () => {
    const on = await limitedApp();
    expect((await post(on, 'a')).statusCode).toBe(200);
    expect((await post(on, 'a')).statusCode).toBe(200);
    const refused = await post(on, 'a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.rateLimited });
    expect((await post(on, 'a', '192.0.2.2')).statusCode).toBe(200);

    const off = await limitedApp(false);
    for (let i = 0; i < 4; i += 1) expect((await post(off, 'a')).statusCode).toBe(200);
  });

  it('on an endpoint that needs a token, counts and refuses a flood before checking the token', async () => {
    const guarded = defineEndpoint({ ...echo, path: '/api/test/guarded', access: 'user' });
    let checks = 0;
    const app = Fastify();
    installErrorHandlers(app);
    await installRateLimit(app, { refusalDelayMs: 0 });
    app.decorate('routeContext', {
      validateResponses: true,
      authenticate: async () => {
        checks += 1;
        throw unauthorized();
      },
    });
    route(app, guarded, async ({ body }) => ({ length: body.text.length }));
    await app.ready();
    const call = () => app.inject({ method: 'POST', url: '/api/test/guarded', payload: { text: 'a' }, remoteAddress: '192.0.2.9' });
    expect([(await call()).statusCode, (await call()).statusCode]).toEqual([401, 401]);
    expect((await call()).statusCode).toBe(429);
    expect(checks).toBe(2);
  });

  it('refuses NUL in a body string, naming the field, before the handler runs', async () => {
    const app = await limitedApp(false);
    const res = await post(app, 'a\u0000b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: `Поле «text»: ${API_MESSAGES.nulCharacter}` });
  });
});
