import type { Db } from '../db/db';
import { createDbLimiter } from './db-limiter';
import type { LoginLimiter } from './login-limiter';

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

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perPair: 10, perUser: 30, perAddress: 100, windowMs: 15 * 60 * 1000 };

export function createLoginThrottle(db: Db, limits: Partial<LoginThrottleLimits> = {}): LoginThrottle {
  const { perPair, perUser, perAddress, windowMs } = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  const pair = createDbLimiter(db, { scope: 'login-pair', maxFailures: perPair, windowMs });
  const user = createDbLimiter(db, { scope: 'login-user', maxFailures: perUser, windowMs });
  const address = createDbLimiter(db, { scope: 'login-address', maxFailures: perAddress, windowMs });
  const keys = (username: string, ip: string): [[LoginLimiter, string], [LoginLimiter, string], [LoginLimiter, string]] => {
    const login = username.trim().toLowerCase();
    return [
      [pair, `${ip}|${login}`],
      [user, login],
      [address, ip],
    ];
  };
  return {
    async attempt(username, ip) {
      // Reads first: a flood of refused attempts costs the database what it did before places were taken.
      for (const [limiter, key] of keys(username, ip)) if (await limiter.isBlocked(key)) return false;
      const taken: [LoginLimiter, string][] = [];
      for (const [limiter, key] of keys(username, ip)) {
        taken.push([limiter, key]);
        if (await limiter.attempt(key)) continue;
        // A refused attempt counts nowhere, as before: a guesser blocked for one pair must not use up the
        // login's or the address's allowance for the people who share them.
        for (const [held, heldKey] of taken) await held.release(heldKey);
        return false;
      }
      return true;
    },
    async succeed(username, ip) {
      const [[pairLimiter, pairKey], [userLimiter, userKey], [addressLimiter, addressKey]] = keys(username, ip);
      await pairLimiter.reset(pairKey);
      await userLimiter.reset(userKey);
      // The address keeps its failures; only this attempt's place is given back.
      await addressLimiter.release(addressKey);
    },
  };
}
