import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { NotificationsService } from './notifications-service';

export function registerNotificationsRoutes(app: FastifyInstance, deps: { notifications: NotificationsService }): void {
  route(app, endpoints.notifications.list, ({ user, params }) => deps.notifications.list(user, params.page, params.size));
  route(app, endpoints.notifications.readed, ({ user, query }) => deps.notifications.markRead(user, query));
}
