import { API_MESSAGES } from '@permit/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { API_VERSION } from '../version';

/** Readiness for load balancers and the stack script: the API answers and the database answers. */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db }): void {
  route(app, endpoints.system.health, async ({ request }) => {
    try {
      await deps.db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', API_MESSAGES.databaseUnavailable);
    }
    return { status: 'ok' as const, database: deps.db.dialect, version: API_VERSION };
  });
}
