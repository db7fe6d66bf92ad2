import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi';

/** The Swagger UI files served from the swagger-ui-dist package (no CDN, works offline). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
};

const SCRIPT = `
    window.ui = SwaggerUIBundle({
      url: '/api/openapi.json',
      dom_id: '#swagger',
      deepLinking: true,
      persistAuthorization: false,
      validatorUrl: null,
      presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
      layout: 'StandaloneLayout'
    });
  `;

const PAGE = `<!doctype html>
<html lang="ru">
<head>
  <meta charset="utf-8">
  <title>API портала наряд-допусков</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
  <script>${SCRIPT}</script>
</body>
</html>`;

/**
 * The docs page's own policy: its files from the API origin, its one inline script by hash, the inline
 * styles Swagger UI sets, calls to the API itself ("Try it out"); still never framed.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /api/openapi.json (the document) and GET /api/docs (an interactive page to try the calls; authorize
 * with "Bearer_{token}"). Both public: the document describes the API, it discloses no data.
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  let document: string | undefined;
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();

  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApi());
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY).send(PAGE),
  );
  app.get<{ Params: { file: string } }>('/api/docs/:file', async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.callNotFound();
    let content = cache.get(request.params.file);
    if (!content) {
      content = readFileSync(path.join(dist, request.params.file));
      cache.set(request.params.file, content);
    }
    return reply.type(type).send(content);
  });
}
