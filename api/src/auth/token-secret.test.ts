import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { checkTokenSecret, generateTokenSecret, resolveTokenSecret, TOKEN_SECRET_FILE } from './token-secret';

const OLD_DEV_SECRET = 'permit-portal-dev-secret-change-me-0123456789';
const OLD_COMPOSE_FALLBACK = 'change-me-in-production-please-32chars';

describe('checkTokenSecret', () => {
  it('refuses secrets shorter than 32 bytes, counting bytes rather than characters', () => {
    expect(() => checkTokenSecret('x'.repeat(31))).toThrow(/не менее 32 байт/);
    // 16 Cyrillic letters are 16 characters but 32 bytes in UTF-8.
    expect(checkTokenSecret('ж'.repeat(16))).toBe('ж'.repeat(16));
    expect(() => checkTokenSecret('ж'.repeat(15))).toThrow(/TOKEN_SECRET/);
  });

  it('refuses every secret that was ever written in the repository', () => {
    for (const published of [OLD_DEV_SECRET, OLD_COMPOSE_FALLBACK, 'test-secret-that-is-long-enough-for-hmac-256', ` ${OLD_DEV_SECRET}\n`]) {
      expect(() => checkTokenSecret(published)).toThrow(/опубликован в репозитории/);
    }
    const fresh = generateTokenSecret();
    expect(checkTokenSecret(fresh)).toBe(fresh);
  });

  it('stops loadConfig, so the API never starts with such a secret', () => {
    expect(() => loadConfig({ TOKEN_SECRET: OLD_DEV_SECRET })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/не менее 32 байт/);
    // Without TOKEN_SECRET there is no built-in fallback any more: the secret is resolved at start.
    expect(loadConfig({ DATA_DIR: 'memory://x' }).tokenSecret).toBeNull();
  });
});

describe('resolveTokenSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'token-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses TOKEN_SECRET when given, whatever the database', () => {
    const secret = generateTokenSecret();
    expect(resolveTokenSecret(secret, { kind: 'postgres', url: 'postgres://x', poolSize: 4 })).toEqual({ secret, origin: 'env' });
  });

  it('generates a secret once in the PGlite folder (0600) and reads the same one on the next start', () => {
    const dataDir = path.join(dir, 'pglite');
    const first = resolveTokenSecret(null, { kind: 'pglite', dataDir });
    expect(first.origin).toBe('generated');
    expect(Buffer.byteLength(first.secret)).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, TOKEN_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = resolveTokenSecret(null, { kind: 'pglite', dataDir });
    expect(second).toEqual({ secret: first.secret, origin: 'file', file });
    // Another folder (another installation) gets its own secret.
    expect(resolveTokenSecret(null, { kind: 'pglite', dataDir: path.join(dir, 'other') }).secret).not.toBe(first.secret);
  });

  it('tightens a copied secret file to 0600 and refuses a published or short one', () => {
    const file = path.join(dir, TOKEN_SECRET_FILE);
    const secret = generateTokenSecret();
    writeFileSync(file, secret);
    chmodSync(file, 0o644);
    expect(resolveTokenSecret(null, { kind: 'pglite', dataDir: dir }).secret).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, OLD_DEV_SECRET);
    expect(() => resolveTokenSecret(null, { kind: 'pglite', dataDir: dir })).toThrow(/опубликован/);
    writeFileSync(file, 'short\n');
    expect(() => resolveTokenSecret(null, { kind: 'pglite', dataDir: dir })).toThrow(/не менее 32 байт/);
    expect(readFileSync(file, 'utf8')).toBe('short\n');
  });

  it('gives an in-memory database a random secret of its own on every start', () => {
    const a = resolveTokenSecret(null, { kind: 'pglite', dataDir: 'memory://' });
    const b = resolveTokenSecret(null, { kind: 'pglite', dataDir: 'memory://' });
    expect(a.origin).toBe('ephemeral');
    expect(a.secret).not.toBe(b.secret);
  });

  it('refuses PostgreSQL without TOKEN_SECRET, with a Russian message saying what to set', () => {
    expect(() => resolveTokenSecret(null, { kind: 'postgres', url: 'postgres://x', poolSize: 4 })).toThrow(
      /TOKEN_SECRET не задан.*на всех экземплярах API/,
    );
  });
});
