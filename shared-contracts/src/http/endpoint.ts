import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
/** public: no token; user: any signed-in user; admin: ADMIN only. */
export type EndpointAccess = 'public' | 'user' | 'admin';
/**
 * read and write decide what a 401 does in the shell (docs/architecture.md «Поведение клиента»):
 * a read or delete clears the session, a save or upload keeps a return link.
 */
export type EndpointKind = 'read' | 'write';

export interface EndpointConfig {
  method: HttpMethod;
  /** Path with `{name}` placeholders; the product's paths are kept as they are (docs/domain.md «Форматы обмена»). */
  path: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart bodies are FormData on the client; the server reads parts itself. */
  bodyType?: 'json' | 'multipart';
  response: z.ZodType;
  /** 'blob' for file downloads: the body is the file itself, not JSON. */
  responseType?: 'json' | 'blob';
  kind?: EndpointKind;
  /**
   * Largest JSON body this endpoint accepts, in bytes (413 above it). Public endpoints set a few KB so an
   * anonymous client cannot make the server parse megabytes (docs/security.md).
   */
  bodyLimit?: number;
  /**
   * Requests per client address per minute (429 above it); set on public endpoints whose work is costly
   * (a slow password hash). The client address is the forwarded one only from trusted proxies.
   */
  rateLimitPerMinute?: number;
}

export function defineEndpoint<const E extends EndpointConfig>(config: E): E {
  return config;
}

type Maybe<K extends string, S> = S extends z.ZodType ? { [P in K]: z.input<S> } : { [P in K]?: undefined };

export type EndpointInput<E extends EndpointConfig> = Maybe<'params', E['params']> &
  Maybe<'query', E['query']> &
  (E['bodyType'] extends 'multipart' ? { body: FormData } : Maybe<'body', E['body']>);

export type EndpointOutput<E extends EndpointConfig> = E['responseType'] extends 'blob' ? Blob : z.output<E['response']>;

export function endpointKind(e: EndpointConfig): EndpointKind {
  return e.kind ?? (e.method === 'POST' ? 'write' : 'read');
}

/** Fills `{name}` placeholders; values are URI-encoded so an id can never change the path. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's form of a contract path: `{id}` becomes `:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
