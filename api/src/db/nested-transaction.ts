import type { Db } from './db';

let savepointCounter = 0;

/**
 * A transaction started inside another one becomes a savepoint, so a service can call another
 * service that opens its own transaction, and a failure inside rolls back only the inner part.
 */
export async function nestedTransaction<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  // The name comes from a counter, never from input.
  const name = `sp_${++savepointCounter}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
