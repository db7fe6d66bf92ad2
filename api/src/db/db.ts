/**
 * The one database seam of the API. Two drivers stand behind it (embedded PGlite, a PostgreSQL server
 * through `pg`), so repositories write PostgreSQL once and never see which one runs.
 */
export type Dialect = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  /**
   * false: plan this statement for its actual values every time (no cached generic plan). For dynamic
   * filters over skewed data (the permit search), where a plan good for one value is bad for another.
   */
  prepare?: boolean;
}

export interface Db {
  readonly dialect: Dialect;
  /** One parameterized statement ($1, $2, …). Values are never spliced into the SQL text. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only the `tx` it is given; PGlite has one connection, so the outer `db` waits for the transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Several statements without parameters: only for trusted scripts (migrations), never user input. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached right now (the server is down, restarting, or dropped the connection).
 * Nothing about the request is wrong: it is answered 503 and may be retried.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: unknown) {
    super(`database unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** PostgreSQL error codes the API turns into answers (not 500s). */
export const PG_ERRORS = {
  foreignKeyViolation: '23503',
  /** What ON DELETE RESTRICT raises (NO ACTION raises 23503). */
  restrictViolation: '23001',
  uniqueViolation: '23505',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
  datetimeOverflow: '22008',
  /** A byte the database's encoding cannot hold (a NUL): route() and the multipart reader refuse it earlier. */
  characterNotInRepertoire: '22021',
  /** Two transactions waited for each other's locks; PostgreSQL cancelled this one (rolled back). */
  deadlockDetected: '40P01',
  serializationFailure: '40001',
} as const;

/** Both drivers put the SQLSTATE in `code`. */
export function pgErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) {
    return error.code;
  }
  return undefined;
}
