import { API_MESSAGES, type LoginRequest, type LoginResponse } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { HttpError, tooManyRequests } from '../http/errors';
import { findForLogin } from '../users/users-repository';
import type { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './password';
import type { TokenService } from './token';

export interface AuthService {
  login(request: LoginRequest, clientAddress: string): Promise<LoginResponse>;
}

/** Spec section 8: a wrong e-mail or password is a 403 with one text, whichever of the two was wrong. */
const wrongCredentials = () => new HttpError(403, 'FORBIDDEN', API_MESSAGES.wrongCredentials);

export function createAuthService(db: Db, tokens: TokenService, throttle: LoginThrottle): AuthService {
  return {
    async login({ username, password }, clientAddress) {
      // Checked before the password, so a blocked guesser learns nothing even when the guess is right.
      if (await throttle.isBlocked(username, clientAddress)) throw tooManyRequests();
      const user = await findForLogin(db, username);
      const ok = user ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password);
      if (!user || !ok) {
        await throttle.fail(username, clientAddress);
        throw wrongCredentials();
      }
      await throttle.succeed(username, clientAddress);
      return {
        email: user.email,
        family: user.family,
        name: user.name,
        phone: user.phone,
        profession: user.profession,
        qualification: user.qualification,
        surname: user.surname,
        username: user.username,
        user_id: user.id,
        token: tokens.sign(user.id, { version: user.token_version }),
      };
    },
  };
}
