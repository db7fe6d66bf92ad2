/**
 * Both drivers return the same JS values only if told so: by default `pg` turns int8 into a string and
 * timestamps into Date objects in the server's zone, PGlite into a number and a UTC-shifted Date.
 * The API works with local wall-clock strings (docs/domain.md «Форматы обмена»), so date/time types stay text, and
 * int8 (count(*), sums) becomes a number: our counts never approach 2^53.
 */
export const OID = {
  int8: 20,
  date: 1082,
  time: 1083,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

const asText = (value: string) => value;

export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.int8]: (value) => Number(value),
  [OID.date]: asText,
  [OID.time]: asText,
  [OID.timestamp]: asText,
  [OID.timestamptz]: asText,
};

/** bytea comes back as a Buffer from pg and a Uint8Array from PGlite; callers get a Buffer either way. */
export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new TypeError('ожидались двоичные данные');
}
