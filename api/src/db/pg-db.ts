import { createHash } from 'node:crypto';
import pg from 'pg';
import { DatabaseUnavailableError, type Db, type QueryOptions, type QueryResult } from './db';
import { nestedTransaction } from './nested-transaction';
import { TYPE_PARSERS } from './type-parsers';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const custom = TYPE_PARSERS[oid];
    if (custom && format !== 'binary') return custom;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

function safeSchema(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unexpected schema name ${name}`);
  return name;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Statements with parameters run as named prepared statements: each connection parses and plans a
 * statement once and reuses the plan (the permit detail query plans for ~15 ms and runs in ~2 ms).
 * The name is a hash of the text, so the same text always maps to the same statement. Texts without
 * parameters (SAVEPOINT sp_N, `select 1`) stay unnamed, and the number of names is capped, so dynamic SQL
 * can never grow the per-connection statement cache without bound.
 */
const MAX_PREPARED = 2000;
const preparedNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/** Node socket errors and SQLSTATEs (class 08, 57P01-57P03) that mean "no server right now", not "bad statement". */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
// pg reports a connection lost mid-query with these texts and no code.
const LOST_CONNECTION = /Connection terminated|connection error|not queryable|Client was closed|Connection ended/i;

// Judged by shape, not `instanceof Error`: socket errors are made by Node's own realm, which is not the
// caller's under jest (a refused connection would otherwise pass through as a plain error, then a 500).
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code: rawCode, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof rawCode === 'string' ? rawCode : '';
  if (UNREACHABLE_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')) return true;
  if (Array.isArray(errors)) return errors.some(isConnectionError);
  return code === '' && typeof message === 'string' && LOST_CONNECTION.test(message);
}

function unavailableOr(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}

async function run<T>(client: Queryable, sql: string, params: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
  const name = params.length > 0 && options?.prepare !== false ? statementName(sql) : undefined;
  const query = name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] };
  try {
    return (await client.query(query)) as unknown as pg.QueryResult & QueryResult<T>;
  } catch (error) {
    throw unavailableOr(error);
  }
}

function clientDb(client: pg.PoolClient, close: () => Promise<void>): Db {
  const self: Db = {
    dialect: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const { rows } = await run<T>(client, sql, params, options);
      return { rows };
    },
    transaction: (fn) => nestedTransaction(self, fn),
    async exec(sql: string) {
      await client.query(sql).catch((error: unknown) => {
        throw unavailableOr(error);
      });
    },
    close,
  };
  return self;
}

export interface PostgresOptions {
  url: string;
  timeZone: string;
  /** Idle-client errors (a server restart) must not crash the process; they are reported here. */
  onPoolError?: (error: Error) => void;
  max?: number;
  /** How long an unused pooled connection stays open (default five minutes). */
  idleTimeoutMillis?: number;
  /** Put unqualified names in this schema (each test file gets its own on a shared server). */
  schema?: string;
}

/** A PostgreSQL server through a `pg` pool; every statement may run on a different connection, except inside a transaction. */
export function openPostgres(options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    // pg closes a connection idle for 10 s by default; a portal polled every 15 s would then pay a new
    // connection (and re-prepare its statements) on most polls. Idle connections stay open for minutes.
    idleTimeoutMillis: options.idleTimeoutMillis ?? 5 * 60_000,
    types,
    // Startup parameters, so every pooled connection has them from its first statement.
    options: [`-c TimeZone=${options.timeZone}`, options.schema ? `-c search_path=${safeSchema(options.schema)}` : ''].filter(Boolean).join(' '),
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  const close = () => pool.end();
  return {
    dialect: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const { rows } = await run<T>(pool, sql, params, options);
      return { rows };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailableOr(error);
      });
      // A connection whose ROLLBACK failed is broken: it is destroyed rather than returned to the pool.
      let broken: Error | undefined;
      // The pool listens for errors only on idle clients: a checked-out one that loses its server between
      // two statements would otherwise emit an unhandled 'error' and end the process.
      const onClientError = (error: Error) => {
        broken = error;
      };
      client.on('error', onClientError);
      try {
        await run(client, 'BEGIN', []);
        const result = await fn(clientDb(client, close));
        await run(client, 'COMMIT', []);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw unavailableOr(error);
      } finally {
        client.removeListener('error', onClientError);
        client.release(broken);
      }
    },
    async exec(sql: string) {
      await pool.query(sql).catch((error: unknown) => {
        throw unavailableOr(error);
      });
    },
    close,
  };
}
