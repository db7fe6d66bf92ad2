import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@permit/shared-contracts';
import { FileTooLargeError } from '../files/file-store';
import { HttpError, badRequest } from './errors';
import { findUnstorable } from './nul-bytes';
import { API_MESSAGES } from './api-messages';

export interface MultipartLimits {
  maxFileBytes: number;
  fileField?: string;
  /** Longest text part. */
  maxFieldBytes?: number;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);

/** busboy's limit errors from @fastify/multipart, by code. */
const errorCode = (error: unknown) => (error instanceof Error ? (error as Error & { code?: unknown }).code : undefined);

/**
 * Our own refusals and busboy's other limits keep their status; anything else busboy throws («Unexpected
 * end of multipart data», a malformed part header) is a broken request body, not a server failure.
 */
function asBrokenBody(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, 'BAD_REQUEST', 'Тело запроса не является корректным multipart/form-data');
}

/** What the handler does with the file part's stream; `discard` undoes it when the request fails later. */
export interface FileSink<T> {
  consume(stream: Readable, maxBytes: number): Promise<T>;
  discard(result: T): Promise<void>;
}

export interface StreamedBody<T> {
  /** The part named `fileField`, as the sink made it, or null when the request carried none. */
  file: { filename: string; mimetype: string; result: T } | null;
  /** Text parts by name (the last one wins). */
  fields: Record<string, string>;
}

const fileTooLarge = (maxBytes: number) => new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(maxBytes));

/** Reads a part to its end and forgets it (a file part under another name, or a body nobody needs). */
const drain = (stream: Readable) =>
  new Promise<void>((resolve) => {
    stream
      .on('end', resolve)
      .on('close', resolve)
      .on('error', () => resolve());
    stream.resume();
  });

/**
 * Reads a multipart request as it arrives: the file part goes straight into `sink` (a temp file of the file
 * store), text parts are kept. Memory per request stays a few chunks whatever the file size. Sizes are
 * bounded by busboy's limits: a larger file is a 413 that names the limit, a second file too; whatever the
 * sink made is discarded when the request fails after it.
 */
export async function streamMultipart<T>(request: FastifyRequest, limits: MultipartLimits, sink: FileSink<T>): Promise<StreamedBody<T>> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.unsupportedMediaType);
  const fileField = limits.fileField ?? 'file';
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: 1, fields: 10, parts: 12, fieldSize: limits.maxFieldBytes ?? 64 * 1024 },
  });
  let file: StreamedBody<T>['file'] = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await drain(part.file);
          continue;
        }
        const result = await sink.consume(part.file, limits.maxFileBytes);
        file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', result };
        // busboy stops at the limit and ends the stream early; the sink saw a cut file.
        if (part.file.truncated) throw fileTooLarge(limits.maxFileBytes);
      } else {
        if (part.valueTruncated) throw tooLarge();
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // As route() does for JSON (http/nul-bytes.ts): a text part is stored as is, and PostgreSQL text holds no NUL
        // and no half surrogate.
        const bad = findUnstorable({ [part.fieldname]: value });
        if (bad) throw badRequest(`Поле «${bad.path.join('.')}»: ${bad.message}`);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (file) await sink.discard(file.result);
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE' || error instanceof FileTooLargeError) throw fileTooLarge(limits.maxFileBytes);
    if (errorCode(error) === 'FST_FILES_LIMIT') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.oneFilePerRequest);
    // The disk failed (full, not writable): the server's fault, not a broken body.
    if (typeof (error as { syscall?: unknown } | null)?.syscall === 'string') throw error;
    throw asBrokenBody(error);
  }
  return { file, fields };
}

/** A body whose parts are not needed (a delete call may still carry one): read within the limits, kept nowhere. */
export async function discardMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<void> {
  await streamMultipart(request, limits, { consume: drain, discard: async () => undefined });
}

/**
 * A name that is safe to store and to send back in Content-Disposition: the last path segment; no control
 * or invisible formatting characters (a right-to-left override could make «отчёт‮fdp.exe» look like a PDF);
 * no leading dots or spaces (hidden files, «..»), no trailing ones; at most 255 characters, never half a
 * character; 'file' when nothing is left. Letters of any alphabet (Russian names) are kept as they are.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  return Array.from(cleaned).slice(0, 255).join('').trim() || 'file';
}

/** Types a browser shows (or hands to a viewer) without running anything in the API's origin. */
const INERT_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-7z-compressed',
  'application/vnd.rar',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/rtf',
]);
const OFFICE_TYPE = /^application\/vnd\.(openxmlformats-officedocument|oasis\.opendocument)\.[a-z0-9.+-]{1,100}$/;

/**
 * The content type a stored file is sent with: an inert type as given (a text keeps its charset), anything
 * else — HTML, SVG, XML, scripts, unknown — as application/octet-stream, so no upload can ever become a
 * page or a script of the API's origin, whatever the uploader claimed.
 */
export function safeContentType(mimetype: string): string {
  const [type = '', ...params] = mimetype.trim().toLowerCase().split(';');
  const essence = type.trim();
  if (!INERT_TYPES.has(essence) && !OFFICE_TYPE.test(essence)) return 'application/octet-stream';
  const charset = params.map((p) => p.trim()).find((p) => /^charset=[a-z0-9_-]{1,32}$/.test(p));
  return charset && essence.startsWith('text/') ? `${essence}; ${charset}` : essence;
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
