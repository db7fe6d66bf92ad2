import { type LoginRequest, type LoginResponse } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { HttpError, tooManyRequests } from '../http/errors';
import { findForLogin } from '../users/users-repository';
import type { AuthCache } from './auth-cache';
import type { AuthUser } from './current-user';
import type { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './password';
import { endRenewalGraces, revokeSession } from './session-repository';
import { tokenFromHeader, type TokenService } from './token';
import { API_MESSAGES } from '../http/api-messages';

export interface AuthService {
  /**
   * A login that carries the token of the same user's current session (the portal's re-authentication, which
   * renews a token about to expire) ends that session once the new one is made: one login, one live session.
   */
  login(request: LoginRequest, clientAddress: string, previousAuthorization?: string): Promise<LoginResponse>;
  /** Ends the caller's session (the token's sid) on every replica at once. */
  logout(caller: AuthUser): Promise<{ ok: true }>;
}

/** Beyond a token's TTL: replicas' clocks differ a little, and a revocation must outlive every token it covers. */
const REVOCATION_MARGIN_SECONDS = 120;
/**
 * How long a renewed session's token still works: requests already sent with it (another tab's poll, a save)
 * and a client whose renewal answer was lost on a poor network need it a little longer (migration 027).
 */
export const RENEWAL_GRACE_SECONDS = 120;

/** A wrong e-mail or password is a 403 with one text, whichever of the two was wrong (docs/architecture.md «Поведение клиента»). */
const wrongCredentials = () => new HttpError(403, 'FORBIDDEN', API_MESSAGES.wrongCredentials);

export function createAuthService(
  db: Db,
  tokens: TokenService,
  throttle: LoginThrottle,
  authCache?: AuthCache,
  renewalGraceSeconds: number = RENEWAL_GRACE_SECONDS,
): AuthService {
  return {
    async login({ username, password }, clientAddress, previousAuthorization) {
      // Counted before the password is checked: a blocked guesser learns nothing even when the guess is right,
      // and guesses sent in parallel each take a place of the limit (login-limiter.ts).
      if (!(await throttle.attempt(username, clientAddress))) throw tooManyRequests();
      const user = await findForLogin(db, username);
      const ok = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
      if (!user || !ok) throw wrongCredentials();
      await throttle.succeed(username, clientAddress);
      // Only a valid token of this very user: another user's, an expired or a forged one is ignored, as a login
      // needs no token (docs/security.md «Повторный вход»).
      const previous = tokenFromHeader(previousAuthorization);
      const claims = previous ? tokens.verify(previous) : null;
      if (claims && claims.sub === user.id) {
        await revokeSession(db, user.id, claims.sid, tokens.ttlSeconds + REVOCATION_MARGIN_SECONDS, renewalGraceSeconds);
        // A copy cached before the renewal knows nothing of it; the next read sees the grace and is not cached.
        authCache?.invalidate(user.id);
      }
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
        token: tokens.sign(user.id, { version: user.tokenVersion }),
      };
    },
    async logout(caller) {
      await revokeSession(db, caller.id, caller.sid, tokens.ttlSeconds + REVOCATION_MARGIN_SECONDS);
      await endRenewalGraces(db, caller.id);
      // This instance's cached copy of the user does not know the session ended.
      authCache?.invalidate(caller.id);
      return { ok: true };
    },
  };
}
