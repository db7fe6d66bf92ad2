import type { User } from '@permit/shared-contracts';
import { ADMIN_ROLES, LOGIN_RESPONSE, profileOf } from './memory-storage';
import type { FakeServer } from './render-shell';

/** Answers the profile call for the stored user; everything else is 404 unless `extra` answers it. */
export function signedInServer(roles: User['roles'] = ADMIN_ROLES, extra?: FakeServer): FakeServer {
  return (config) => {
    if (config.url === `/api/users/getUserById/${LOGIN_RESPONSE.user_id}`) return { status: 200, data: profileOf(roles) };
    return extra ? extra(config) : { status: 404 };
  };
}
