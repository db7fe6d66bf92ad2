import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { AuthService } from '../auth/auth-service';
import { route } from '../http/route';
import type { UsersService } from './users-service';

export function registerUsersRoutes(app: FastifyInstance, deps: { auth: AuthService; users: UsersService }): void {
  route(app, endpoints.users.login, ({ body, request }) => deps.auth.login(body, request.ip));
  route(app, endpoints.users.getUserById, ({ user, params }) => deps.users.getById(user, params.userId));
  route(app, endpoints.users.list, ({ params }) => deps.users.list(params.page, params.size));
  route(app, endpoints.users.count, () => deps.users.count());
}
