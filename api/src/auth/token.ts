import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A compact HS256 JWT (header.payload.signature, base64url) made with node:crypto: the API only ever
 * verifies its own tokens, so a library would add surface without adding safety.
 */
export interface TokenClaims {
  sub: number;
  iat: number;
  exp: number;
  /** The user's token_version when the token was issued: a password change bumps it. */
  ver: number;
  /** The session the token belongs to (one login); the session that changed the password keeps working. */
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
  /** null for anything not issued by us, altered, or expired. */
  verify(token: string): TokenClaims | null;
  readonly ttlSeconds: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const payloadSchema = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  iat: z.number().int(),
  exp: z.number().int(),
  ver: z.number().int().min(0).default(0),
  sid: z.string().max(64).default(''),
});

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  /** Seconds since the epoch; tests move it to make expired tokens. */
  now?: () => number;
}): TokenService {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const signature = (data: string) => createHmac('sha256', options.secret).update(data).digest();

  return {
    ttlSeconds: options.ttlSeconds,
    sign(userId, session) {
      const iat = now();
      const claims = {
        sub: String(userId),
        iat,
        exp: iat + options.ttlSeconds,
        ver: session?.version ?? 0,
        sid: session?.sid ?? randomBytes(12).toString('base64url'),
      };
      const payload = base64url(JSON.stringify(claims));
      const data = `${HEADER}.${payload}`;
      return `${data}.${signature(data).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || token.length > 2048) return null;
      const [header, payload, sig] = parts as [string, string, string];
      // The header is fixed: accepting others would invite "alg: none" style tricks.
      if (header !== HEADER) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(`${header}.${payload}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = payloadSchema.safeParse(decoded);
      if (!claims.success || claims.data.exp <= now()) return null;
      const sub = Number(claims.data.sub);
      const { iat, exp, ver, sid } = claims.data;
      return sub > 0 ? { sub, iat, exp, ver, sid } : null;
    },
  };
}

/**
 * `Authorization: Bearer_{token}` as the spec's client sends it; `Bearer {token}` (the standard form)
 * is accepted too so ordinary HTTP tools work.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[_ ]\s*(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
