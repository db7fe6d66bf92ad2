import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_MAX_PERMIT_DAYS, MAX_UPLOAD_BYTES } from '@permit/shared-contracts';
import { z } from 'zod';
import { DEFAULT_ORG_FILE_QUOTA_BYTES } from './files/file-quota';
import { checkTokenSecret } from './auth/token-secret';

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a folder (or `memory://`). */
export type DatabaseConfig = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };

export type TrustProxy = false | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** TOKEN_SECRET, already checked; null when not set (auth/token-secret.ts then makes or loads one at start). */
  tokenSecret: string | null;
  tokenTtlSeconds: number;
  seed: boolean;
  /** Wall-clock zone of the site: permit times are local times without a zone (docs/domain.md «Форматы обмена»). */
  timeZone: string;
  /** JSON body limit in bytes; larger bodies get 413. */
  bodyLimit: number;
  /** Check every response against its contract schema (tests turn this on; a mismatch is a 500). */
  validateResponses: boolean;
  logLevel: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (the login limits key on the client address):
   * false = none (the socket address is the client), a list of addresses/CIDRs of the proxies, or a
   * number of proxy hops in front of the API. Never "everyone": then any client could name its own address.
   */
  trustProxy: TrustProxy;
  /** Per-address request limits of public endpoints (RATE_LIMIT, on by default; http/rate-limit.ts). */
  rateLimit: boolean;
  /** Largest attached file or print form, in bytes (413 above it). */
  fileLimitBytes: number;
  /** Where file bodies live (files/file-store.ts); all replicas of one database must share it. */
  filesDir: string;
  /** Bytes all permits of one organization may hold in files together (413 above it). */
  orgFileQuotaBytes: number;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); without it mail waits in mail_outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The portal's public address (the shell), for links in mail: the password-reset link opens there. */
  portalUrl: string;
  /** How often the expiry job looks for permits past their end, in seconds (0 turns it off). */
  expiryIntervalSeconds: number;
  /** How long an instance reuses a token's user record, in ms (0: read it on every request). */
  authCacheMs: number;
  /** Longest permit window, end − start, in days; an extension never goes past start + 2 × this (docs/domain/separation-of-duties.md). */
  maxPermitDays: number;
}

/**
 * Connections one API instance keeps to a PostgreSQL server: twice the cores, at most 10 (pg's own default).
 * The instance runs one JavaScript thread, and more queries in flight than the cores can serve only contend
 * there: on 2 cores with the server on the same machine, 4 connections gave ndSearch under 10 concurrent
 * requests a p99 of 20–27 ms where 10 gave 29–49 ms at the same throughput (docs/performance.md). With the
 * server on a bigger machine, or several instances sharing it, DATABASE_POOL_SIZE sets it.
 */
export const defaultPoolSize = (cores = availableParallelism()) => Math.min(10, 2 * cores);

/** `<repo>/api/.data/pglite`: .data is gitignored. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data', 'pglite');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  DATA_DIR: z.string().optional(),
  TOKEN_SECRET: z.string().optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  SEED: flag(true),
  TIME_ZONE: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  VALIDATE_RESPONSES: flag(false),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT: flag(true),
  FILE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(MAX_UPLOAD_BYTES),
  FILES_DIR: z.string().optional(),
  ORG_FILE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(DEFAULT_ORG_FILE_QUOTA_BYTES),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL: smtp:// или smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Портал наряд-допусков <no-reply@permit.local>'),
  PORTAL_URL: z.url({ protocol: /^https?$/, error: 'PORTAL_URL: адрес портала http:// или https://' }).optional(),
  SHELL_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  MAX_PERMIT_DAYS: z.coerce.number().int().min(1).max(366).default(DEFAULT_MAX_PERMIT_DAYS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings (as docker-compose writes unset variables) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Некорректная настройка ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  const timeZone = e.TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  if (!isValidTimeZone(timeZone)) throw new Error(`Некорректная настройка TIME_ZONE: ${timeZone}`);
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize() }
      : { kind: 'pglite', dataDir: e.DATA_DIR ? resolveDataDir(e.DATA_DIR) : DEFAULT_DATA_DIR },
    tokenSecret: e.TOKEN_SECRET === undefined ? null : checkTokenSecret(e.TOKEN_SECRET),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    seed: e.SEED,
    timeZone,
    bodyLimit: e.BODY_LIMIT_BYTES,
    validateResponses: e.VALIDATE_RESPONSES,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: e.RATE_LIMIT,
    fileLimitBytes: e.FILE_LIMIT_BYTES,
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : defaultFilesDir(e.DATABASE_URL ? undefined : e.DATA_DIR),
    orgFileQuotaBytes: e.ORG_FILE_QUOTA_BYTES,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    // By default the shell as `npm start` serves it (tooling/ports.js).
    portalUrl: (e.PORTAL_URL ?? `http://localhost:${e.SHELL_PORT}`).replace(/\/+$/, ''),
    expiryIntervalSeconds: e.EXPIRY_INTERVAL_SECONDS,
    authCacheMs: e.AUTH_CACHE_MS,
    maxPermitDays: e.MAX_PERMIT_DAYS,
  };
}

/**
 * TRUST_PROXY: "false"/unset, a hop count ("1"), or addresses/CIDRs ("172.30.0.20, 10.0.0.0/8"). "true"
 * is refused: it would trust every hop, and a client could then choose its address by sending the header.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (['', 'false', '0', 'no'].includes(text)) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = (item: string) => {
    const [address, bits, extra] = item.split('/');
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  };
  if (list.length === 0 || !list.every(valid)) {
    throw new Error(`Некорректная настройка TRUST_PROXY: ${text}. Укажите адреса прокси (через запятую, можно CIDR) или число прокси перед API`);
  }
  return list;
}

/** Fastify's form of the setting: a hop count becomes "trust the first n hops" (its typings take no number). */
export function fastifyTrustProxy(value: TrustProxy | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/**
 * Beside the database's folder (`<DATA_DIR>/../files`); for PostgreSQL or an in-memory database,
 * `<repo>/api/.data/files`. Several replicas need FILES_DIR on a shared volume (docker-compose.yml).
 */
function defaultFilesDir(dataDir: string | undefined): string {
  if (!dataDir || dataDir.startsWith('memory://')) return path.join(path.dirname(DEFAULT_DATA_DIR), 'files');
  return path.join(path.dirname(path.resolve(dataDir)), 'files');
}

function resolveDataDir(dir: string): string {
  return dir.startsWith('memory://') ? dir : path.resolve(dir);
}

function isValidTimeZone(zone: string): boolean {
  // The zone name goes into `SET TIME ZONE` as a parameter-less literal, so only plain names pass.
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
