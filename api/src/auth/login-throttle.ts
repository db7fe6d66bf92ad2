import type { Db } from '../db/db';
import { expirySweeper } from './db-limiter';
import { countAttempt, dropCount, openCounts, releaseAttempt, type ThrottleCount, type ThrottleKey } from './throttle-repository';

/**
 * Login attempts are limited three ways, all counted in the database (every replica sees one count):
 * - one login from one address: the ordinary guesser, blocked soon;
 * - one login from any address: a guesser spreading over many addresses still gets only this many tries
 *   per account (set higher than the pair limit, so a colleague's typos elsewhere do not lock anyone out);
 * - one address for any login: password spraying / credential stuffing from one machine (set high, an
 *   office behind one NAT address shares it).
 * A successful login clears its pair and login counters, never the address one (else an attacker with
 * one valid account could reset it between guesses).
 */
export interface LoginThrottle {
  /** Counts a login attempt under all three limits before the password is checked; false: refused (429). */
  attempt(username: string, address: string): Promise<boolean>;
  /** The attempt's password was right. */
  succeed(username: string, address: string): Promise<void>;
}

export interface LoginThrottleLimits {
  perPair: number;
  perUser: number;
  perAddress: number;
  windowMs: number;
}

const PAIR = 'login-pair';
const USER = 'login-user';
const ADDRESS = 'login-address';

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perPair: 10, perUser: 30, perAddress: 100, windowMs: 15 * 60 * 1000 };

export function createLoginThrottle(db: Db, limits: Partial<LoginThrottleLimits> = {}): LoginThrottle {
  const { perPair, perUser, perAddress, windowMs } = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  const windowSeconds = windowMs / 1000;
  const limitOf: Record<string, number> = { [PAIR]: perPair, [USER]: perUser, [ADDRESS]: perAddress };
  const sweep = expirySweeper(db, [PAIR, USER, ADDRESS], windowSeconds);
  const keys = (username: string, ip: string): [ThrottleKey, ThrottleKey, ThrottleKey] => {
    const login = username.trim().toLowerCase();
    return [
      { scope: PAIR, key: `${ip}|${login}` },
      { scope: USER, key: login },
      { scope: ADDRESS, key: ip },
    ];
  };
  const over = (counts: readonly ThrottleCount[], atLeast: number) => counts.some((c) => c.failures + atLeast > limitOf[c.scope]!);
  return {
    async attempt(username, ip) {
      const all = keys(username, ip);
      // A read first: a flood of refused attempts writes nothing.
      if (over(await openCounts(db, all, windowSeconds), 1)) return false;
      const counted = await countAttempt(db, all, windowSeconds);
      await sweep();
      if (!over(counted, 0)) return true;
      // A refused attempt counts nowhere: a guesser blocked for one pair must not use up the login's or the
      // address's allowance for the people who share them.
      for (const key of all) await releaseAttempt(db, key, windowSeconds);
      return false;
    },
    async succeed(username, ip) {
      const [pair, user, address] = keys(username, ip);
      await dropCount(db, pair);
      await dropCount(db, user);
      // The address keeps its failures; only this attempt's place is given back.
      await releaseAttempt(db, address, windowSeconds);
    },
  };
}
