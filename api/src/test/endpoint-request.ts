import type { InjectOptions } from 'fastify';
import type { EndpointConfig } from '@permit/shared-contracts';
import { multipart, type Part } from './http-helpers';

/** One call of a contract endpoint as the suites build it: every part may be valid, mutated or junk. */
export interface Call {
  params?: Record<string, unknown>;
  /** Put path values in as they are, without percent-encoding (broken escapes, slashes, dots). */
  rawParams?: boolean;
  query?: Record<string, unknown>;
  /** Appended to the query string as it is. */
  rawQuery?: string;
  /** A JSON body. */
  body?: unknown;
  /** A body sent byte for byte, with its own content type (none when undefined). */
  raw?: { payload: string | Buffer; contentType?: string };
  parts?: Part[];
  /** The whole Authorization header; absent for anonymous calls. */
  authorization?: string;
}

function pathOf(endpoint: EndpointConfig, call: Call): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = call.params?.[key];
    const text = value === undefined ? '' : typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    return call.rawParams ? text : encodeURIComponent(text);
  });
}

function queryOf(call: Call): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) search.append(key, typeof value === 'string' ? value : String(JSON.stringify(value) ?? value));
  }
  const text = [search.toString(), call.rawQuery ?? ''].filter(Boolean).join('&');
  return text ? `?${text}` : '';
}

/** light-my-request options for the call. */
export function injectOptions(endpoint: EndpointConfig, call: Call): InjectOptions {
  const headers: Record<string, string> = {};
  if (call.authorization !== undefined) headers.authorization = call.authorization;
  let payload: string | Buffer | undefined;
  if (call.raw) {
    payload = call.raw.payload;
    if (call.raw.contentType !== undefined) headers['content-type'] = call.raw.contentType;
  } else if (call.parts) {
    const body = multipart(call.parts);
    payload = body.payload;
    Object.assign(headers, body.headers);
  } else if (call.body !== undefined) {
    payload = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return { method: endpoint.method, url: `${pathOf(endpoint, call)}${queryOf(call)}`, headers, ...(payload === undefined ? {} : { payload }) };
}

/** The endpoints that change something: every POST and DELETE, and any endpoint the table marks as a write. */
export function isWriteEndpoint(endpoint: EndpointConfig): boolean {
  return endpoint.method !== 'GET' || endpoint.kind === 'write';
}
