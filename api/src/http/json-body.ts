import type { FastifySerializerCompiler } from 'fastify';

/**
 * Above this length (UTF-16 code units) a JSON answer is sent as UTF-8 bytes rather than as a string. Node
 * writes a large string by reserving three bytes for each of its characters and encoding into that, so a
 * 90,000-character board cost ~0.6 ms of CPU to write against ~0.35 ms for the same body encoded first
 * (measured on loopback; docs/performance.md). Below ~36,000 characters the string path is the cheaper one.
 */
export const BYTES_ABOVE_LENGTH = 40_000;

/** The body of a JSON answer: the text, or its UTF-8 bytes when it is long. */
export function jsonBody(data: unknown): string | Buffer {
  // `undefined` stringifies to undefined at run time, whatever the declared type says; Fastify then sends no body.
  const text = JSON.stringify(data) as string | undefined;
  return text !== undefined && text.length > BYTES_ABOVE_LENGTH ? Buffer.from(text, 'utf8') : (text as string);
}

/** The contract routes' serializer: Fastify sends a serializer's Buffer as it sends its string (its type names only the string). */
export const jsonSerializerCompiler = (() => jsonBody) as unknown as FastifySerializerCompiler<unknown>;
