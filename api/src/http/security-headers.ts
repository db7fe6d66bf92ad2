import type { FastifyInstance } from 'fastify';

/**
 * The API answers JSON and file downloads, never pages (but /api/docs, which sets its own policy): nothing
 * it sends may run scripts, load anything, be framed or act as a document of the API origin, even if a
 * browser were tricked into rendering it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** Headers on every API response; a route that sets its own Content-Security-Policy keeps it. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    // Other sites may not embed API responses (an <img> or <script> of a download) in their pages.
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    reply.removeHeader('x-powered-by');
  });
}
