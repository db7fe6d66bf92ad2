import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * File bodies live on disk, not in the database: a 10 MB bytea parameter blocks the embedded database (and
 * the event loop with it) for seconds and is held in memory several times over. Rows keep the metadata and
 * a storage key; the body is streamed to a temp file, synced, and renamed into place, so a key that a
 * committed row names always points at a complete file. Several API replicas share the directory (a
 * shared volume, see docker-compose.yml).
 */
export interface FileStore {
  readonly root: string;
  /** Streams `source` into a temp file; more than `maxBytes` fails with FileTooLargeError and leaves nothing. */
  stage(source: Readable, maxBytes: number): Promise<StagedFile>;
  /** A stored body as a stream with its size; FileMissingError when the key names no file. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes stored bodies; a missing one is not an error (removal may be retried or raced). */
  remove(keys: readonly string[]): Promise<void>;
}

export interface StagedFile {
  readonly key: string;
  readonly size: number;
  /** Renames the synced temp file to its key's place; call before the transaction that inserts its row. */
  place(): Promise<void>;
  /** Deletes the file wherever it is (temp or placed): the row that would have named it was not written. */
  discard(): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`stored file ${key} is missing`);
    this.name = 'FileMissingError';
  }
}

/** Keys are generated here (32 hex digits), never taken from a request; anything else names no path. */
const KEY = /^[0-9a-f]{32}$/;
export const isStorageKey = (key: string) => KEY.test(key);

/** Counts bytes on the way through and fails as soon as there is one too many. */
function sizeCap(maxBytes: number, seen: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen.bytes += chunk.length;
      if (seen.bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

export function createFileStore(root: string): FileStore {
  const tmpDir = path.join(root, 'tmp');
  // Two hex digits of fan-out keep any one directory small.
  const placeOf = (key: string) => {
    if (!isStorageKey(key)) throw new FileMissingError(key);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    root,

    async stage(source, maxBytes) {
      await mkdir(tmpDir, { recursive: true });
      const key = randomUUID().replaceAll('-', '');
      const tmpPath = path.join(tmpDir, `${key}.part`);
      const seen = { bytes: 0 };
      const handle = await open(tmpPath, 'wx', 0o640);
      try {
        await pipeline(source, sizeCap(maxBytes, seen), createWriteStream('', { fd: handle.fd, autoClose: false }));
        // On disk before any row names it: a crash after commit cannot leave a row without its body.
        await handle.sync();
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(tmpPath, { force: true });
        throw error;
      }
      await handle.close();
      let current = tmpPath;
      return {
        key,
        size: seen.bytes,
        async place() {
          const target = placeOf(key);
          await mkdir(path.dirname(target), { recursive: true });
          await rename(tmpPath, target);
          current = target;
          // The rename itself is durable only once its directory is synced.
          const dir = await open(path.dirname(target), 'r');
          await dir.sync().finally(() => dir.close());
        },
        async discard() {
          await rm(current, { force: true });
        },
      };
    },

    async open(key) {
      const where = placeOf(key);
      try {
        // Opened before it is sent: a removal racing the download cannot cut the body short.
        const handle = await open(where, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key);
        throw error;
      }
    },

    async remove(keys) {
      await Promise.all(keys.filter(isStorageKey).map((key) => rm(placeOf(key), { force: true })));
    },
  };
}

/** Creates the directories and proves they are writable, so a misconfigured FILES_DIR stops the start, not an upload. */
export async function prepareFileStore(root: string): Promise<FileStore> {
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  const probe = path.join(root, 'tmp', `probe-${process.pid}`);
  const handle = await open(probe, 'w');
  await handle.close();
  await rm(probe, { force: true });
  return createFileStore(root);
}

/** The multipart reader's sink that stages the file part in `store` (http/multipart.ts streamMultipart). */
export const stagingSink = (store: FileStore) => ({
  consume: (stream: Readable, maxBytes: number) => store.stage(stream, maxBytes),
  discard: (staged: StagedFile) => staged.discard(),
});
