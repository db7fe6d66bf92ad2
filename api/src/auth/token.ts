import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';

/**
 * HS256 JWTs made and checked by fast-jwt (the library behind @fastify/jwt). The algorithm is fixed on
 * both sides, so a token naming another one ("none", RS256 with our secret as a "public key") is refused.
 */
export interface TokenClaims {
  sub: number;
  iat: number;
  exp: number;
  /** The user's token_version when the token was issued: a password change bumps it. */
  ver: number;
  /** The session the token belongs to (one login): logout revokes it, a password change may keep it. */
  sid: string;
}

export interface TokenSession {
  /** app_user.token_version at login. */
  version: number;
  /** A session id; a new one is made for every login. */
  sid?: string;
}

export interface TokenService {
  sign(userId: number, session?: TokenSession): string;
  /** null for anything not issued by us, altered, expired, or living longer than the configured TTL. */
  verify(token: string): TokenClaims | null;
  readonly ttlSeconds: number;
}

const ALGORITHM = 'HS256';
const MAX_TOKEN_LENGTH = 2048;
/** Replicas' clocks differ a little; a token "issued" further ahead than this was not issued by us. */
const CLOCK_SKEW_SECONDS = 60;

const payloadSchema = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  iat: z.number().int(),
  exp: z.number().int(),
  ver: z.number().int().min(0).default(0),
  // Every token names its session: logout revokes by this id, so an empty one is not ours.
  sid: z.string().min(1).max(64),
});

export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  /** Seconds since the epoch; tests move it to make expired tokens. */
  now?: () => number;
}): TokenService {
  const { secret, ttlSeconds } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  // iat and exp are set here from `now`, so the signer needs no clock of its own.
  const sign = createSigner({ key: secret, algorithm: ALGORITHM });
  const verifier = (at?: number) =>
    createVerifier({
      key: secret,
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'iat', 'exp', 'sid'],
      // A token older than the TTL is dead whatever its exp says.
      maxAge: ttlSeconds * 1000,
      ...(at === undefined ? {} : { clockTimestamp: at * 1000 }),
    });
  // Built once for the real clock; a test's moving clock gets a verifier per call.
  const realClockVerifier = options.now ? null : verifier();

  return {
    ttlSeconds,
    sign(userId, session) {
      const iat = now();
      return sign({
        sub: String(userId),
        iat,
        exp: iat + ttlSeconds,
        ver: session?.version ?? 0,
        sid: session?.sid ?? randomBytes(12).toString('base64url'),
      });
    },
    verify(token) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const at = now();
      let decoded: unknown;
      try {
        decoded = (realClockVerifier ?? verifier(at))(token);
      } catch {
        return null;
      }
      const claims = payloadSchema.safeParse(decoded);
      if (!claims.success) return null;
      const { iat, exp, ver, sid } = claims.data;
      // exp is exclusive (the library lets the token live through its last second), and a token may not
      // promise itself a longer life than this server grants, even when signed with our secret.
      if (exp <= at || exp - iat > ttlSeconds || iat > at + CLOCK_SKEW_SECONDS) return null;
      const sub = Number(claims.data.sub);
      return sub > 0 ? { sub, iat, exp, ver, sid } : null;
    },
  };
}

/**
 * `Authorization: Bearer_{token}` as the portal's client sends it (docs/domain.md «Решения портала…»); `Bearer {token}` (the standard form)
 * is accepted too so ordinary HTTP tools work.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[_ ]\s*(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
