import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildConfig, type BuildOptions } from '../app';
import type { Db } from '../db/db';
import { testFileStore } from './test-files';

export const TEST_CONFIG: BuildConfig = {
  // Random per test run: no secret that could sign a token is written in the repository.
  tokenSecret: randomBytes(48).toString('base64url'),
  tokenTtlSeconds: 3600,
  bodyLimit: 64 * 1024,
  // Every response of every test is checked against its contract schema by the server itself.
  validateResponses: true,
  logLevel: 'silent',
  // Suites log in far more often than 30 times a minute from one address; the limit's own tests turn it on.
  rateLimit: false,
};

export function testApp(
  db: Db,
  options: Partial<Omit<BuildOptions, 'db' | 'config'>> & { config?: Partial<BuildConfig> } = {},
): Promise<FastifyInstance> {
  return buildApp({ ...options, db, files: options.files ?? testFileStore(), config: { ...TEST_CONFIG, ...options.config } });
}

/** The header exactly as the portal's client sends it. */
export const bearer = (token: string) => ({ authorization: `Bearer_${token}` });

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** GET with the caller's token; returns the response for status and body assertions. */
export function getAs(app: FastifyInstance, token: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}
