import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../config';

/** HS256 keys shorter than the hash (32 bytes) are weaker than the signature they make. */
export const MIN_TOKEN_SECRET_BYTES = 32;

/** The generated secret's file inside a PGlite data folder (the folder holds the users' data anyway). */
export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * Secrets that are, or once were, written in this repository: whoever reads the code could sign an admin
 * token with them. Kept as SHA-256 digests so the source holds no usable secret itself. Tests, e2e runs and
 * the fault tests make random secrets at run time.
 */
const PUBLISHED_SECRET_DIGESTS: ReadonlySet<string> = new Set([
  'f68d274e95b6d1ae8d6f33620ac98e4d3b345ff3f4e8c7876fcb6e77c5a96278',
  '0d0ad677366d1f4b38f0657a4af6af9e1720b54cb75e3003b3b5e5bb1ccbe459',
  'adc50f30152db1ed8ea1b762831f2ac6dc36e28dd15986c1a45669ccecc09f60',
  'f6611009ae6bbbe08c9b4d171aed8678b0314d4a6b3aeb1eae217a0d83ae7507',
  '1fc85cd88cff0b876f627220517d046d1269f1a328dea58b2072f9e71c31233c',
  '9ffb9e0b48f6db814b63244410ac5c4ef675fff6252d845869523dd7216b4cd5',
  '6297b73a96ebbccc1b5f6a5c6a3e6871aeb2aa1cd4eaa3ebc1fdcf06a7e395c7',
]);

const isPublished = (secret: string) => PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(secret.trim()).digest('hex'));

const HOW_TO_MAKE = 'Сгенерируйте случайный, например: openssl rand -base64 48';

/** A secret the API may sign with, or a start-up error naming where the bad one came from. */
export function checkTokenSecret(secret: string, origin = 'TOKEN_SECRET'): string {
  if (Buffer.byteLength(secret, 'utf8') < MIN_TOKEN_SECRET_BYTES) {
    throw new Error(`Некорректная настройка ${origin}: не менее ${MIN_TOKEN_SECRET_BYTES} байт. ${HOW_TO_MAKE}`);
  }
  if (isPublished(secret)) {
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
