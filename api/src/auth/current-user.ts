import { type RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { unauthorized } from '../http/errors';
import { createAuthCache, type AuthCache } from './auth-cache';
import { findSessionUser } from './session-repository';
import { tokenFromHeader, type TokenService } from './token';
import { API_MESSAGES } from '../http/api-messages';

/** The caller of an authenticated request, read from the database on every request (stateless API). */
export interface AuthUser {
  id: number;
  organizationId: number | null;
  sectionId: number | null;
  roles: RoleName[];
  isAdmin: boolean;
  /** The session (login) of this request's token. */
  sid: string;
}

export type Authenticator = (authorization: string | undefined) => Promise<AuthUser>;

/**
 * Token first, then the user it names: a deleted user's token and a logged-out session stop working at
 * once, and role or organization changes apply to the very next request instead of at token expiry.
 */
export function createAuthenticator(db: Db, tokens: TokenService, cache: AuthCache = createAuthCache(0)): Authenticator {
  return async (authorization) => {
    const token = tokenFromHeader(authorization);
    if (!token) throw unauthorized(API_MESSAGES.unauthorized);
    const claims = tokens.verify(token);
    if (!claims) throw unauthorized(API_MESSAGES.tokenInvalid);
    let row = cache.get(claims.sub);
    if (!row) {
      row = (await findSessionUser(db, claims.sub)) ?? undefined;
      if (!row) throw unauthorized(API_MESSAGES.tokenInvalid);
      // A cached copy would keep a renewed session's token working past its grace (auth-service.ts).
      if (!row.revocationPending) cache.set(claims.sub, row);
    }
    // A password change ends every earlier session but the one that made it (users-service).
    const current = claims.ver === row.tokenVersion || (row.keepSid !== null && claims.sid === row.keepSid);
    if (!current) throw unauthorized(API_MESSAGES.tokenInvalid);
    // Logged out: this session's tokens are dead on every replica, not only until they expire.
    if (row.revokedSids.includes(claims.sid)) throw unauthorized(API_MESSAGES.tokenInvalid);
    return {
      id: row.id,
      organizationId: row.organizationId,
      sectionId: row.sectionId,
      roles: row.roles,
      isAdmin: row.roles.includes('ADMIN'),
      sid: claims.sid,
    };
  };
}
