import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { AuditLog } from './audit-log';

export function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditLog }): void {
  route(app, endpoints.audit.list, ({ user, params, query }) => deps.audit.list(user, params.page, params.size, query));
}
