import type { User } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/errors';
import { pageWindow } from '../db/sql';
import { countUsers, findUserById, listUsers } from './users-repository';

export interface UsersService {
  getById(caller: AuthUser, userId: number): Promise<User>;
  /** Admin lists (the endpoint table restricts them to ADMIN). */
  list(page: number, size: number): Promise<User[]>;
  count(): Promise<number>;
}

export function createUsersService(db: Db): UsersService {
  return {
    /**
     * A user may read themselves and colleagues of their own organization; ADMIN may read anyone.
     * For everyone else a missing user and a foreign one are the same 403, so ids cannot be probed.
     */
    async getById(caller, userId) {
      const user = await findUserById(db, userId);
      if (caller.isAdmin) {
        if (!user) throw notFound();
        return user;
      }
      const sameOrganization = caller.organizationId !== null && user?.organization?.id === caller.organizationId;
      if (!user || (user.id !== caller.id && !sameOrganization)) throw forbidden();
      return user;
    },
    list: (page, size) => listUsers(db, pageWindow(page, size)),
    count: () => countUsers(db),
  };
}
