import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../config';

/** HS256 keys shorter than the hash (32 bytes) are weaker than the signature they make. */
export const MIN_TOKEN_SECRET_BYTES = 32;

/** The generated secret's file inside a PGlite data folder (the folder holds the users' data anyway). */
export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * Secrets that are, or once were, written in this repository: whoever reads the code could sign an admin
 * token with them. Tests, e2e runs and the fault tests now make random secrets at run time.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'permit-portal-dev-secret-change-me-0123456789',
  'change-me-in-production-please-32chars',
  'test-secret-that-is-long-enough-for-hmac-256',
  'e2e-secret-e2e-secret-e2e-secret-e2e',
  'fault-test-secret-fault-test-secret-0123',
  'bench-secret-bench-secret-bench-secret',
  'a-test-secret-of-more-than-32-characters',
]);

const HOW_TO_MAKE = 'Сгенерируйте случайный, например: openssl rand -base64 48';

/** A secret the API may sign with, or a start-up error naming where the bad one came from. */
export function checkTokenSecret(secret: string, origin = 'TOKEN_SECRET'): string {
  if (Buffer.byteLength(secret, 'utf8') < MIN_TOKEN_SECRET_BYTES) {
    throw new Error(`Некорректная настройка ${origin}: не менее ${MIN_TOKEN_SECRET_BYTES} байт. ${HOW_TO_MAKE}`);
  }
  if (PUBLISHED_SECRETS.has(secret.trim())) {
    throw new Error(`Некорректная настройка ${origin}: этот секрет опубликован в репозитории, им может подписать токен кто угодно. ${HOW_TO_MAKE}`);
  }
  return secret;
}

export type TokenSecretOrigin = 'env' | 'file' | 'generated' | 'ephemeral';

export interface TokenSecret {
  secret: string;
  origin: TokenSecretOrigin;
  /** The file that keeps it (PGlite data folder), when there is one. */
  file?: string;
}

export const generateTokenSecret = (): string => randomBytes(48).toString('base64url');

/**
 * The signing secret: TOKEN_SECRET when given (checked by loadConfig). Without it:
 * - PGlite in a folder: made once, kept in `<data>/token-secret` (0600), read on every later start, so the
 *   embedded default needs no set-up and tokens survive a restart;
 * - PGlite in memory: a random one for this process (its data dies with it too);
 * - PostgreSQL: refused. Several replicas must share one secret, and keeping it in the database would
 *   hand token forgery to anyone who reads a backup; the operator sets the same TOKEN_SECRET everywhere.
 */
export function resolveTokenSecret(configured: string | null, database: DatabaseConfig): TokenSecret {
  if (configured !== null) return { secret: checkTokenSecret(configured), origin: 'env' };
  if (database.kind === 'postgres') {
    throw new Error(
      `TOKEN_SECRET не задан. С PostgreSQL (DATABASE_URL) задайте один и тот же TOKEN_SECRET на всех экземплярах API (не менее ${MIN_TOKEN_SECRET_BYTES} байт). ${HOW_TO_MAKE}`,
    );
  }
  if (database.dataDir.startsWith('memory://')) return { secret: generateTokenSecret(), origin: 'ephemeral' };
  return readOrCreateSecretFile(path.join(database.dataDir, TOKEN_SECRET_FILE));
}

function readOrCreateSecretFile(file: string): TokenSecret {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting on one folder cannot both write; the loser reads the winner's secret.
    const secret = generateTokenSecret();
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, origin: 'generated', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Copied or restored with looser rights: only the API's own user should read it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  return { secret: checkTokenSecret(secret, file), origin: 'file', file };
}
