import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The API answers JSON and file downloads, never pages (but /api/docs, which sets its own policy in
 * api/src/docs/docs-routes.ts): nothing it sends may run scripts, load anything, be framed or act as a document
 * of the API origin, even if a browser were tricked into rendering it. No remote origins here: the
 * shell page's policy, which lists them, is the static server's.
 */
export const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
};

type Directives = Record<string, string[]>;

/**
 * helmet's headers with this policy, its middleware built ONCE: @fastify/helmet builds the whole middleware
 * (and re-parses the policy) on every request, ~3 % of a short call's CPU (docs/performance.md).
 * nosniff, DENY framing, no referrer, same-origin resources (other sites may not embed a download). HSTS is
 * left to the TLS terminator (nginx in front of the replicas): the API itself speaks plain HTTP.
 */
export function securityHeaders(directives: Directives): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  // helmet 8 throws its errors rather than passing them on; `next` only continues.
  return (request, reply) => middleware(request.raw, reply.raw, () => undefined);
}

/** The API's headers on every response, in onRequest, so errors, 404s and 429s get them too. */
export function installSecurityHeaders(app: FastifyInstance): void {
  const apply = securityHeaders(API_CSP_DIRECTIVES);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });
}
