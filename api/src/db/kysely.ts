import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Db, QueryOptions } from './db';
import type { Database } from './schema';

/**
 * Typed SQL on top of the one database seam (docs/architecture.md «Typed SQL»). Kysely builds and
 * compiles the query; the `Db` it was made for runs it, so PGlite and a server behave the same, a
 * connection error still becomes DatabaseUnavailableError, and the `pg` driver's named prepared
 * statements keep working (a query shape always compiles to the same text).
 */

/** Kysely's own transactions would bypass the seam (and PGlite's single connection queue). */
const USE_DB_TRANSACTION = 'a transaction is opened with db.transaction(tx => …), and kysely(tx) is used inside it';

class DbConnection implements DatabaseConnection {
  constructor(
    private readonly db: Db,
    private readonly options: QueryOptions | undefined,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows } = await this.db.query<R>(compiled.sql, compiled.parameters, this.options);
    return { rows };
  }

  /** The seam has no cursors: a stream would hold PGlite's only connection for as long as it is read. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported by the Db seam');
  }
}

class DbDriver implements Driver {
  constructor(private readonly connection: DbConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(USE_DB_TRANSACTION);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(USE_DB_TRANSACTION);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(USE_DB_TRANSACTION);
  }
  async releaseConnection(): Promise<void> {}
  /** The Db belongs to whoever opened it (openDb); a query builder never closes it. */
  async destroy(): Promise<void> {}
}

/** PostgreSQL's compiler, adapter and introspector over a `Db`, whichever driver stands behind it. */
export class DbDialect implements Dialect {
  constructor(
    private readonly db: Db,
    private readonly options?: QueryOptions,
  ) {}
  createDriver(): Driver {
    return new DbDriver(new DbConnection(this.db, this.options));
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

export type Q = Kysely<Database>;

/**
 * camelCase in code, snake_case in the database (docs/architecture.md «Typed SQL»): identifiers the
 * builder writes (tables, columns, aliases, `sql.ref`) are snake_cased, and result keys camelCased, nested
 * objects too, so rows embedded with jsonObjectFrom/jsonArrayFrom read like top-level ones. Text inside a
 * raw `sql` fragment is left as written. A jsonb column read whole would have its keys renamed as well:
 * such data is selected as text (kysely-sql.ts `jsonText`) and parsed by its repository.
 */
class CamelCaseInCode extends CamelCasePlugin {
  /** The database's name for a name in code (`organizationId` → `organization_id`), as queries get it. */
  databaseName(name: string): string {
    return this.snakeCase(name);
  }
}
const camelCase = new CamelCaseInCode();

export const databaseName = (name: string): string => camelCase.databaseName(name);

// One builder per Db (and per option set): a transaction's `tx` is a new Db, so its builder goes with it.
const planned = new WeakMap<Db, Q>();
const unprepared = new WeakMap<Db, Q>();

/**
 * The query builder for the `Db` (or transaction `tx`) a repository was given. `{ prepare: false }`
 * plans every statement for its actual values (see QueryOptions), as `db.query(…, { prepare: false })` does.
 */
export function kysely(db: Db, options?: QueryOptions): Q {
  const cache = options?.prepare === false ? unprepared : planned;
  let q = cache.get(db);
  if (!q) {
    q = new Kysely<Database>({
      dialect: new DbDialect(db, options?.prepare === false ? { prepare: false } : undefined),
      plugins: [camelCase],
    });
    cache.set(db, q);
  }
  return q;
}
