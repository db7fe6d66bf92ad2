import type { FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@permit/shared-contracts';
import { HttpError } from './errors';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartBody {
  /** The part named `fileField`, or null when the request carried none. */
  file: UploadedFile | null;
  /** Text parts by name (the last one wins). */
  fields: Record<string, string>;
}

export interface MultipartLimits {
  maxFileBytes: number;
  fileField?: string;
  /** Longest text part. */
  maxFieldBytes?: number;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);

/**
 * Reads a small multipart request fully into memory: one file part, a few text parts. Sizes are bounded
 * by busboy's limits (a larger file is a 413, a second file too), so memory per request stays bounded.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.unsupportedMediaType);
  const fileField = limits.fileField ?? 'file';
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: 1, fields: 10, parts: 12, fieldSize: limits.maxFieldBytes ?? 64 * 1024 },
  });
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === fileField) file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', data };
    } else {
      if (part.valueTruncated) throw tooLarge();
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  return { file, fields };
}

/**
 * A name that is safe to store and to send back in Content-Disposition: the last path segment, no control
 * characters, no leading dots, at most 255 characters; 'file' when nothing is left.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'file';
}

/** A content type we can echo back: `type/subtype` with an optional charset, else octet-stream. */
export function safeContentType(mimetype: string): string {
  const value = mimetype.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(; ?charset=[a-z0-9_-]{1,32})?$/.test(value)
    ? value
    : 'application/octet-stream';
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
