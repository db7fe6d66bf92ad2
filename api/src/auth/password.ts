import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createHashGate, HashGateBusyError } from './hash-gate';

/** scrypt cost: N=2^15 needs 32 MiB per hash and about 50-100 ms, slow for a guesser, fine for a login. */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * Every scrypt of this process passes this gate (auth/hash-gate.ts): one core stays free for the event
 * loop, and a login waits behind at most `maxWaiting` other hashes (about 3 s) or is refused with a 503.
 */
export const passwordGate = createHashGate({ concurrency: Math.max(1, availableParallelism() - 1), maxWaiting: 32 });

interface Cost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: Cost, keyLength: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) is exactly that for our N, so allow twice as much.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...cost, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  // Setting a password is never refused: its callers are signed in, hold a reset link, or are the seed.
  const key = await passwordGate.run(() => derive(password, salt, PARAMS, KEY_LENGTH));
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** How long the last real checks took, queueing included; a check for a missing account lasts as long. */
const recentChecks: number[] = [];
const RECENT_CHECKS = 32;

/**
 * Constant-time comparison; a malformed stored record never matches (and never throws). Throws
 * HashGateBusyError (503) when too many checks already wait for the gate.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const started = performance.now();
  const actual = await passwordGate.run(() => derive(password, salt, { N, r, p }, expected.length), { refuseWhenBusy: true });
  recentChecks.push(performance.now() - started);
  if (recentChecks.length > RECENT_CHECKS) recentChecks.shift();
  return timingSafeEqual(actual, expected);
}

/** The first decoy of the process times one real check of a dummy record; concurrent decoys wait for it. */
let calibration: Promise<unknown> | undefined;

/**
 * Takes as long as a real check when the account does not exist, so response times do not tell an
 * attacker which e-mails have accounts: it waits a duration drawn from the recent real checks (queueing
 * included) instead of hashing. A flood of made-up logins or e-mails therefore costs no CPU and never
 * queues ahead of a real login; it is refused exactly when a real check would be (gate full).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  if (passwordGate.busy()) throw new HashGateBusyError();
  if (recentChecks.length === 0) {
    calibration ??= hashPassword('dummy-password-for-timing').then((dummy) => verifyPassword(password, dummy));
    try {
      await calibration;
    } catch (error) {
      calibration = undefined;
      throw error;
    }
  }
  await sleep(recentChecks[randomInt(recentChecks.length)] ?? 0);
  return false;
}
