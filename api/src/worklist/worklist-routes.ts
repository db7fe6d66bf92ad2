import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { WorklistService } from './worklist-service';

export function registerWorklistRoutes(app: FastifyInstance, deps: { worklist: WorklistService }): void {
  route(app, endpoints.nd.worklist, ({ user }) => deps.worklist.worklist(user));
}
