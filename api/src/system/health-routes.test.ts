import { API_MESSAGES } from '../http/api-messages';
import type { Db } from '../db/db';
import { testApp } from '../test/test-app';

/** A database that is down: every statement fails, as with a lost connection. */
const downDb: Db = {
  dialect: 'postgres',
  query: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  },
  transaction: async () => {
    throw new Error('down');
  },
  exec: async () => undefined,
  close: async () => undefined,
};

describe('GET /api/health with the database down', () => {
  it('answers 503 in the API error shape, without connection details', async () => {
    const app = await testApp(downDb);
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: API_MESSAGES.databaseUnavailable });
    expect(res.body).not.toContain('5432');
    await app.close();
  });

  it('turns a database failure elsewhere into a generic 500', async () => {
    const app = await testApp(downDb);
    const res = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: 'a@b.ru', password: 'x' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: API_MESSAGES.internal });
    await app.close();
  });
});
