import { createTokenService, tokenFromHeader } from './token';

const secret = 'a-test-secret-of-more-than-32-characters';

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
});

describe('tokenFromHeader', () => {
  it('reads the spec form Bearer_{token} and the standard Bearer {token}', () => {
    expect(tokenFromHeader('Bearer_abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('bearer_x')).toBe('x');
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('Basic dXNlcjpwYXNz')).toBeNull();
    expect(tokenFromHeader('Bearer_')).toBeNull();
    expect(tokenFromHeader('Bearer_a b')).toBeNull();
  });
});
