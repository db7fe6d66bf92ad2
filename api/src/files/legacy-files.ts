import { Readable } from 'node:stream';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { toBuffer } from '../db/type-parsers';
import type { FileStore } from './file-store';

/**
 * Moves bodies written before the file store (bytea in nd_file.content, type_nd.printform_content) to the
 * store, one row per transaction so memory holds one file at a time. A migration cannot write files, so
 * this runs after start (main.ts); until a row is moved, downloads read its bytea. Several replicas may run
 * it at once: rows are taken with SKIP LOCKED and a row is moved only while still unmoved.
 */
export async function moveLegacyFiles(db: Db, store: FileStore): Promise<{ files: number; printForms: number }> {
  const moved = { files: 0, printForms: 0 };
  while (await moveOne(db, store, 'ndFile')) moved.files += 1;
  while (await moveOne(db, store, 'typeNd')) moved.printForms += 1;
  return moved;
}

/** The next unmoved body of each kind (row-locked, skipping rows another replica holds), and how a moved one is marked. */
const TABLES = {
  ndFile: {
    pick: (tx: Db) =>
      kysely(tx)
        .selectFrom('ndFile')
        .select(['id', 'content'])
        .where('storageKey', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst(),
    set: (tx: Db, id: number, key: string) => kysely(tx).updateTable('ndFile').set({ storageKey: key, content: null }).where('id', '=', id).execute(),
  },
  typeNd: {
    pick: (tx: Db) =>
      kysely(tx)
        .selectFrom('typeNd')
        .select(['id', 'printformContent as content'])
        .where('printformKey', 'is', null)
        .where('printformContent', 'is not', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst(),
    set: (tx: Db, id: number, key: string) =>
      kysely(tx).updateTable('typeNd').set({ printformKey: key, printformContent: null }).where('id', '=', id).execute(),
  },
};

async function moveOne(db: Db, store: FileStore, table: keyof typeof TABLES): Promise<boolean> {
  const kind = TABLES[table];
  let staged: Awaited<ReturnType<FileStore['stage']>> | undefined;
  try {
    return await db.transaction(async (tx) => {
      const row = await kind.pick(tx);
      if (!row) return false;
      staged = await store.stage(Readable.from([toBuffer(row.content)]), Number.MAX_SAFE_INTEGER);
      await staged.place();
      await kind.set(tx, row.id, staged.key);
      return true;
    });
  } catch (error) {
    await staged?.discard();
    throw error;
  }
}
