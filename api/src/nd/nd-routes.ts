import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { NdService } from './nd-service';

export function registerNdRoutes(app: FastifyInstance, deps: { nd: NdService }): void {
  route(app, endpoints.nd.search, ({ user, params, query }) => deps.nd.search(user, params.page, params.size, query));
  route(app, endpoints.nd.countByStatus, ({ user, params }) => deps.nd.countByStatus(user, params.status));
}
