import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/**
 * Security headers on every API response (@fastify/helmet, in onRequest, so errors, 404s and 429s get them
 * too): nosniff, DENY framing, no referrer, same-origin resources (other sites may not embed a download),
 * the policy above. HSTS is left to the TLS terminator (nginx in front of the replicas): the API itself
 * speaks plain HTTP.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
}
