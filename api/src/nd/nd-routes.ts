import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { WorkflowService } from '../processing/workflow-service';
import type { NdSaveService } from './nd-save-service';
import type { NdService } from './nd-service';
import { fromNdSaveWire } from './permit-wire';

export function registerNdRoutes(app: FastifyInstance, deps: { nd: NdService; save: NdSaveService; workflow: WorkflowService }): void {
  const { nd } = deps;
  route(app, endpoints.nd.search, ({ user, params, query }) => nd.search(user, params.page, params.size, query));
  route(app, endpoints.nd.countByStatus, ({ user, params }) => nd.countByStatus(user, params.status));
  route(app, endpoints.nd.countsByStatus, ({ user }) => nd.countsByStatus(user));
  route(app, endpoints.nd.getById, ({ user, params }) => nd.getById(user, params.id));
  route(app, endpoints.nd.listByCreator, ({ user, params }) => nd.listByCreator(user, params.userId));
  route(app, endpoints.nd.routes, ({ user, params }) => nd.routes(user, params.ndId));
  route(app, endpoints.nd.save, ({ user, body }) => deps.save.save(user, fromNdSaveWire(body)));
  route(app, endpoints.nd.processing, ({ user, body }) => deps.workflow.process(user, body));
  route(app, endpoints.nd.zoneConflicts, ({ user, params }) => deps.workflow.zoneConflicts(user, params.ndId));
}
