import { HashGateBusyError } from './hash-gate';
import { burnPasswordCheck, hashPassword, passwordGate, verifyPassword } from './password';

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

describe('slow hashing behind the gate (issue 19, point 5)', () => {
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

  it('a flood of checks for unknown accounts uses no hashing slot, so a real login is not queued behind it', async () => {
    const stored = await hashPassword('the-right-one');
    const idle: number[] = [];
    for (let i = 0; i < 3; i += 1) idle.push(await timed(() => verifyPassword('the-right-one', stored)));
    // A flood arrives at a running server: the decoy's dummy record (or timing) is ready before it.
    await burnPasswordCheck('warm-up');
    // The flood: 200 concurrent `forget` calls for unknown e-mails, each a decoy check.
    const flood = Array.from({ length: 200 }, (_, i) => timed(() => burnPasswordCheck(`nobody-${i}`)));
    await new Promise((r) => setImmediate(r));
    expect(passwordGate.state()).toEqual({ running: 0, waiting: 0 });
    let ok = false;
    const during = await timed(async () => (ok = await verifyPassword('the-right-one', stored)));
    const decoys = await Promise.all(flood);
    expect(ok).toBe(true);
    // Unbounded, the real check waited for every decoy's scrypt (seconds); now it takes about an idle check.
    expect(during).toBeLessThan(3 * median(idle) + 250);
    // The decoys still take as long as real checks, so the answer time does not tell which accounts exist.
    expect(median(decoys)).toBeGreaterThan(0.5 * median(idle));
  });

  it('when too many checks are queued, real and decoy checks alike are refused at once', async () => {
    const stored = await hashPassword('x');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { running, waiting } = passwordGate.state();
    expect([running, waiting]).toEqual([0, 0]);
    // Fill every slot and the whole queue with tasks that wait for the test.
    const fillers: Promise<unknown>[] = [];
    while (!passwordGate.busy()) fillers.push(passwordGate.run(() => held));
    await expect(verifyPassword('x', stored)).rejects.toBeInstanceOf(HashGateBusyError);
    await expect(burnPasswordCheck('x')).rejects.toBeInstanceOf(HashGateBusyError);
    release();
    await Promise.all(fillers);
    expect(await verifyPassword('x', stored)).toBe(true);
  });
});
