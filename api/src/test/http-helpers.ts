import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/db';
import { sql, type Kysely } from 'kysely';
import { kysely } from '../db/kysely';
import { bearer } from './test-app';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined) head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function postAs(app: FastifyInstance, token: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

export function deleteAs(app: FastifyInstance, token: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'DELETE', url, headers: bearer(token) });
}

export function uploadAs(app: FastifyInstance, token: string, url: string, parts: Part[]): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** Any table by name, for whole-table reads in tests (Kysely quotes the name). */
const anyTable = (db: Db) => kysely(db) as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** Every table's full content, ordered: two snapshots are equal when a refused write changed nothing. */
export async function snapshot(db: Db, tables: string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await anyTable(db)
      .selectFrom(table)
      .selectAll()
      .orderBy(sql`1`)
      .orderBy(sql`2`)
      .execute();
    out[table] = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)));
  }
  return out;
}

export const CATALOGUE_TABLES = [
  'organization',
  'section',
  'place_work',
  'region_work',
  'work_shift',
  'type_nd',
  'content_work',
  'dangerous_factor',
  'instrument',
  'security_measure',
  'siz',
  'event',
];
export const USER_TABLES = ['app_user', 'user_role', 'mail_outbox'];
export const PERMIT_TABLES = [
  'nd',
  'nd_brigade',
  'nd_content_work',
  'nd_dangerous_factor',
  'nd_instrument',
  'nd_security_measure',
  'nd_siz',
  'nd_event',
  'nd_file',
  'favourite',
  'route_history',
  'notification',
];
