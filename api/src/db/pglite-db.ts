import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryResult } from './db';
import { nestedTransaction } from './nested-transaction';
import { TYPE_PARSERS } from './type-parsers';

type Runner = Pick<Transaction, 'query' | 'exec'>;

function wrap(runner: Runner, onTransaction: Db['transaction'], close: () => Promise<void>): Db {
  return {
    dialect: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await runner.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    transaction: onTransaction,
    async exec(sql: string) {
      await runner.exec(sql);
    },
    close,
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` is a folder (persisted) or `memory://` (tests).
 * One instance is one connection: PGlite queues statements, and a transaction holds the queue.
 */
export async function openPglite(dataDir: string, timeZone: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers: TYPE_PARSERS });
  // The zone name is validated by config (a plain IANA name); SET takes no parameters.
  await pg.exec(`SET TIME ZONE '${timeZone}'`);
  const close = () => pg.close();
  const txDb = (tx: Transaction): Db => {
    const self: Db = wrap(tx, (fn) => nestedTransaction(self, fn), close);
    return self;
  };
  return wrap(pg, (fn) => pg.transaction((tx) => fn(txDb(tx))), close);
}
