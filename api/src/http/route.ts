import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toRouterPath, type EndpointConfig } from '@permit/shared-contracts';
import type { AuthUser, Authenticator } from '../auth/current-user';
import { badRequest, forbidden, internal } from './errors';
import { findUnstorable } from './nul-bytes';
import { namedFieldAt } from './field-label';
import { russianIssue } from './russian-issues';
import { rateLimitConfig } from './rate-limit';
import { API_MESSAGES } from './api-messages';

/** What route() needs from the app; set once by buildApp (a decoration, not a module global). */
export interface RouteContext {
  authenticate: Authenticator;
  /** Check each response against the endpoint's response schema (on in tests). */
  validateResponses: boolean;
  /** Apply the contract's per-address request limits (`rateLimitPerMinute`; default on); off in tests that log in often. */
  rateLimit?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeContext: RouteContext;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<E extends EndpointConfig> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: E['bodyType'] extends 'multipart' ? undefined : Parsed<E['body']>;
  /** The caller; null only on public endpoints. */
  user: E['access'] extends 'public' ? null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler returns what the contract's response schema accepts (or a value that schema already parsed,
 * which is the same shape for the transform-free response schemas); the type comes from the endpoint table.
 */
export type RouteHandler<E extends EndpointConfig> = (input: RouteInput<E>) => Promise<z.input<E['response']> | z.output<E['response']>>;

const PART_LABELS = { params: 'Параметр пути', query: 'Параметр запроса', body: 'Поле' } as const;

/**
 * A union (a number, or a string of digits) that fails reports only "invalid input"; the useful text is
 * in the branch that accepted the value's type but refused its content ('Ожидается идентификатор').
 */
function mostSpecific(issue: z.core.$ZodIssue | undefined): z.core.$ZodIssue | undefined {
  if (issue?.code !== 'invalid_union') return issue;
  const branch = issue.errors.flat().find((inner) => inner.code !== 'invalid_type');
  return branch ? { ...branch, path: [...issue.path, ...branch.path] } : issue;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: keyof typeof PART_LABELS): unknown {
  // Before the schema, and even where a schema would drop the field: no NUL or half surrogate ever reaches a query.
  const bad = findUnstorable(value);
  if (bad) {
    const where = bad.path.length ? `${PART_LABELS[part]} «${bad.path.join('.')}»` : part === 'body' ? 'Тело запроса' : PART_LABELS[part];
    throw badRequest(`${where}: ${bad.message}`);
  }
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: russianIssue });
  if (result.success) return result.data;
  const issue = mostSpecific(result.error.issues[0]);
  const path = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? API_MESSAGES.badRequest;
  // A named field's checks carry the contract's own texts, which already name it («Поле «ИНН»: 10 или 12
  // цифр»); only a value of the wrong type gets zod's text, said after the field's label.
  const label = issue && namedFieldAt(schema, issue.path);
  if (label && issue.code !== 'invalid_type') throw badRequest(message);
  const where = path ? `${PART_LABELS[part]} «${label ?? path}»` : part === 'body' ? 'Тело запроса' : PART_LABELS[part];
  throw badRequest(`${where}: ${message}`);
}

/**
 * Registers one endpoint of the contract's table: its method and path, its access rule (checked before
 * anything is read, the body included, so a forbidden caller learns nothing about existence or input), and its params, query and body
 * parsed by the endpoint's own zod schemas. The handler gets typed, already-valid values.
 * The contract's `bodyLimit` caps the body of this route (413 before it is parsed), and its
 * `rateLimitPerMinute` limits calls per client address (429 before anything else runs; http/rate-limit.ts).
 */
export function route<E extends EndpointConfig>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>): void {
  // The caller of each request, known from preParsing on; a request is a key only while it lives.
  const callers = new WeakMap<FastifyRequest, AuthUser>();
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: { rateLimit: rateLimitConfig(endpoint.rateLimitPerMinute, app.routeContext.rateLimit ?? true) },
    // Before the body is read: a caller without the right gets 401 or 403, not the 400, 413 or 415 that would
    // tell him what the endpoint accepts (docs/security.md). preParsing, not onRequest: the per-address limit's
    // own onRequest runs first, so a refused flood costs no token check and is still counted.
    ...(endpoint.access === 'public'
      ? {}
      : {
          preParsing: async (request: FastifyRequest) => {
            const user = await app.routeContext.authenticate(request.headers.authorization);
            if (endpoint.access === 'admin' && !user.isAdmin) throw forbidden(API_MESSAGES.adminOnly);
            callers.set(request, user);
          },
        }),
    handler: async (request, reply) => {
      const { validateResponses } = app.routeContext;
      const user = callers.get(request) ?? null;
      if (endpoint.access !== 'public' && !user) throw internal();
      const input = {
        params: parsePart(endpoint.params, request.params, 'params'),
        query: parsePart(endpoint.query, request.query ?? {}, 'query'),
        body: endpoint.bodyType === 'multipart' ? undefined : parsePart(endpoint.body, request.body, 'body'),
        user,
        request,
        reply,
      } as RouteInput<E>; // each part was produced by the endpoint's own schema just above
      const result = await handler(input);
      // A handler that streamed its own reply (a file download) has nothing left to send.
      if (reply.sent) return reply;
      if (validateResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues, url: request.url }, 'response does not match the contract');
          throw internal();
        }
      }
      return reply.send(result);
    },
  });
}
