import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { createTokenService, tokenFromHeader } from './token';
import { generateTokenSecret } from './token-secret';

// Made at run time: no secret that can sign a token is written in the repository.
const secret = generateTokenSecret();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with our own secret but with whatever header and claims a forger chose. */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>, key = secret, hash = 'sha256'): string {
  const data = `${b64(header)}.${b64(claims)}`;
  return `${data}.${createHmac(hash, key).update(data).digest('base64url')}`;
}

describe('token service', () => {
  it('signs a token that verifies to its user until it expires', () => {
    let now = 1_000_000;
    const tokens = createTokenService({ secret, ttlSeconds: 3600, now: () => now });
    const token = tokens.sign(42);
    expect(token.split('.')).toHaveLength(3);
    expect(tokens.verify(token)).toEqual({ sub: 42, iat: 1_000_000, exp: 1_003_600, ver: 0, sid: expect.any(String) });
    expect(tokens.verify(tokens.sign(42, { version: 3, sid: 's1' }))).toMatchObject({ ver: 3, sid: 's1' });
    now += 3599;
    expect(tokens.verify(token)?.sub).toBe(42);
    now += 1;
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses altered, foreign and malformed tokens', () => {
    const tokens = createTokenService({ secret, ttlSeconds: 3600 });
    const token = tokens.sign(7);
    const [header, payload, sig] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', iat: 1, exp: 9_999_999_999 })).toString('base64url');
    expect(tokens.verify(`${header}.${otherPayload}.${sig}`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}.${sig.slice(0, -2)}xx`)).toBeNull();
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(tokens.verify(`${noneHeader}.${payload}.`)).toBeNull();
    expect(createTokenService({ secret: `${secret}-other`, ttlSeconds: 3600 }).verify(token)).toBeNull();
    for (const garbage of ['', 'abc', 'a.b.c', 'a.b', '...', `${token}.x`]) expect(tokens.verify(garbage)).toBeNull();
  });

  it('accepts only HS256, whatever algorithm a token signed with our secret names', () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = createTokenService({ secret, ttlSeconds: 3600 });
    const claims = { sub: '7', iat: now, exp: now + 600, ver: 0, sid: 'forged-sid' };
    // The control: the same hand-made token with the right header is ours.
    expect(tokens.verify(forge({ alg: 'HS256', typ: 'JWT' }, claims))?.sub).toBe(7);
    expect(tokens.verify(forge({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'))).toBeNull();
    expect(tokens.verify(forge({ alg: 'HS384', typ: 'JWT' }, claims, secret, 'sha384'))).toBeNull();
    expect(tokens.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)).toBeNull();
    expect(tokens.verify(createSigner({ key: secret, algorithm: 'HS512' })(claims))).toBeNull();
  });

  it('refuses a token whose lifetime (exp − iat) exceeds the configured TTL, even with a valid signature', () => {
    const now = 2_000_000;
    const tokens = createTokenService({ secret, ttlSeconds: 3600, now: () => now });
    const sign = createSigner({ key: secret, algorithm: 'HS256' });
    const base = { sub: '5', ver: 0, sid: 'long-lived' };
    expect(tokens.verify(sign({ ...base, iat: now, exp: now + 3600 }))?.sub).toBe(5);
    expect(tokens.verify(sign({ ...base, iat: now, exp: now + 3601 }))).toBeNull();
    expect(tokens.verify(sign({ ...base, iat: now - 10, exp: now + 10 * 365 * 86400 }))).toBeNull();
    // A token "issued" in the future would outlive the TTL counted from now.
    expect(tokens.verify(sign({ ...base, iat: now + 3000, exp: now + 3000 + 600 }))).toBeNull();
    // Issued longer ago than the TTL: dead, whatever its exp says (the TTL was shortened since).
    const shorter = createTokenService({ secret, ttlSeconds: 600, now: () => now });
    expect(shorter.verify(sign({ ...base, iat: now - 900, exp: now + 100 }))).toBeNull();
  });

  it('refuses tokens without a session id or without times', () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = createTokenService({ secret, ttlSeconds: 3600 });
    const sign = createSigner({ key: secret, algorithm: 'HS256' });
    expect(tokens.verify(sign({ sub: '5', iat: now, exp: now + 60, ver: 0 }))).toBeNull();
    expect(tokens.verify(sign({ sub: '5', iat: now, exp: now + 60, ver: 0, sid: '' }))).toBeNull();
    expect(tokens.verify(sign({ sub: '5', iat: now, ver: 0, sid: 'x' }))).toBeNull();
    const noIat = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
    expect(tokens.verify(noIat({ sub: '5', exp: now + 60, ver: 0, sid: 'x' }))).toBeNull();
  });
});

describe('tokenFromHeader', () => {
  it('reads the portal form Bearer_{token} and the standard Bearer {token}', () => {
    expect(tokenFromHeader('Bearer_abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('bearer_x')).toBe('x');
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('Basic dXNlcjpwYXNz')).toBeNull();
    expect(tokenFromHeader('Bearer_')).toBeNull();
    expect(tokenFromHeader('Bearer_a b')).toBeNull();
  });
});
