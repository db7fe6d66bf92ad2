import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt record that verifies only the right password', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toContain('demo1234');
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never matches (or throws on) a malformed stored record', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$1$1$$', 'scrypt$99999999$8$1$c2FsdA==$aGFzaA==', 'bcrypt$x']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
