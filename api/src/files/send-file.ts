import type { FastifyReply } from 'fastify';
import { toBuffer } from '../db/type-parsers';
import { notFound } from '../http/errors';
import { contentDisposition, safeContentType } from '../http/multipart';
import { FileMissingError, type FileStore } from './file-store';

export interface StoredBody {
  name: string;
  contentType: string;
  /** Where the body is in the file store; null for a row written before the store (migration 013). */
  storageKey: string | null;
  /** The body of such an older row, still in the database. */
  content: unknown;
}

/**
 * Sends a stored file as an attachment with a safe type and name. A file store body is streamed from disk,
 * so a download holds a few chunks of memory, not the whole file.
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, file: StoredBody): Promise<void> {
  let body: Buffer | NodeJS.ReadableStream;
  let size: number;
  if (file.storageKey) {
    try {
      ({ stream: body, size } = await store.open(file.storageKey));
    } catch (error) {
      if (!(error instanceof FileMissingError)) throw error;
      // The row outlived its body (a lost volume): say so plainly rather than fail.
      reply.log.error({ storageKey: file.storageKey }, 'stored file is missing');
      throw notFound('Содержимое файла недоступно');
    }
  } else {
    body = toBuffer(file.content);
    size = body.length;
  }
  // Awaited to the last byte: the route then sees a sent reply and adds nothing (http/route.ts).
  await reply
    .header('content-type', safeContentType(file.contentType))
    .header('content-disposition', contentDisposition(file.name))
    .header('content-length', size)
    .send(body);
}
