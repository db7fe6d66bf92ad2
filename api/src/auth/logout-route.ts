import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { AuthService } from './auth-service';

/** POST /api/users/auth/logout: the token of this login stops working at once, on every replica. */
export function registerLogoutRoute(app: FastifyInstance, deps: { auth: AuthService }): void {
  route(app, endpoints.users.logout, ({ user }) => deps.auth.logout(user));
}
