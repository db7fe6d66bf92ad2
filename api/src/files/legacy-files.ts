import { Readable } from 'node:stream';
import type { Db } from '../db/db';
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
  while (await moveOne(db, store, 'nd_file')) moved.files += 1;
  while (await moveOne(db, store, 'type_nd')) moved.printForms += 1;
  return moved;
}

const TABLES = {
  nd_file: {
    pick: 'select id, content from nd_file where storage_key is null order by id limit 1 for update skip locked',
    set: 'update nd_file set storage_key = $2, content = null where id = $1',
  },
  type_nd: {
    pick: `select id, printform_content as content from type_nd
            where printform_key is null and printform_content is not null order by id limit 1 for update skip locked`,
    set: 'update type_nd set printform_key = $2, printform_content = null where id = $1',
  },
} as const;

async function moveOne(db: Db, store: FileStore, table: keyof typeof TABLES): Promise<boolean> {
  const sql = TABLES[table];
  let staged: Awaited<ReturnType<FileStore['stage']>> | undefined;
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; content: unknown }>(sql.pick);
      const row = rows[0];
      if (!row) return false;
      staged = await store.stage(Readable.from([toBuffer(row.content)]), Number.MAX_SAFE_INTEGER);
      await staged.place();
      await tx.query(sql.set, [row.id, staged.key]);
      return true;
    });
  } catch (error) {
    await staged?.discard();
    throw error;
  }
}
