import { API_MESSAGES } from '../http/api-messages';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { API_VERSION } from '../version';

/** Readiness for load balancers and the stack script: the API answers and the database answers. */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db }): void {
  route(app, endpoints.system.health, async ({ request }) => {
    try {
      await sql`select 1`.execute(kysely(deps.db));
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', API_MESSAGES.databaseUnavailable);
    }
    return { status: 'ok' as const, database: deps.db.dialect, version: API_VERSION };
  });
}
