import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { AuthService } from '../auth/auth-service';
import { route } from '../http/route';
import type { PasswordService } from './password-service';
import type { UsersService } from './users-service';

export function registerUsersRoutes(app: FastifyInstance, deps: { auth: AuthService; users: UsersService; passwords: PasswordService }): void {
  const { users, passwords } = deps;
  const u = endpoints.users;
  route(app, u.login, ({ body, request }) => deps.auth.login(body, request.ip, request.headers.authorization));
  route(app, u.getUserById, ({ user, params }) => users.getById(user, params.userId));
  route(app, u.list, ({ params }) => users.list(params.page, params.size));
  route(app, u.count, () => users.count());
  route(app, u.listAll, ({ user }) => users.listAll(user));
  route(app, u.listAllByRole, ({ user, params }) => users.listAllByRole(user, params.role));
  route(app, u.getUserByOrganizationId, ({ user, params }) => users.byOrganization(user, params.organizationId));
  route(app, u.register, ({ user, body }) => users.register(user, body));
  route(app, u.delete, ({ user, params }) => users.remove(user, params.id));
  route(app, u.passwordNew, ({ user, body }) => passwords.change(user, body.old_password, body.new_password));
  route(app, u.passwordForget, ({ body }) => passwords.forget(body.e_mail, body.username));
  route(app, u.passwordReset, ({ body }) => passwords.reset(body.token, body.new_password));
  // A reset mail still being prepared is finished before the database it writes to is closed.
  app.addHook('onClose', () => passwords.settle());
}
