// One app's production build as the deployment serves it, on Fastify's own static and compression plugins
// (@fastify/static on @fastify/send: content types, ETag and conditional requests, a fresh file lookup on every
// request, so a release that switches the root symlink is seen at once, and the build's brotli files beside their
// originals; @fastify/compress: brotli or gzip on the fly for the rest). What is this project's own: the cache
// rules, CORS for the federation files, the page's CSP, the history fallback, the shell's /remotes.json and /healthz.
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const fastifyCompress = require('@fastify/compress');
const { documentHeaders } = require('./csp');

// The files that name the current build: a browser must revalidate them on every load (an ETag makes that a 304).
// The service worker too: a browser checks it for updates on navigation, and must see a new release's at once.
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|sw\.js)$/;
// Chunks named by their content (tooling/hashed-names.js) never change under their name.
const { HASHED_FILE } = require('./hashed-names');
// Smaller answers gain nothing from compression and would lose their Content-Length.
const COMPRESS_FROM_BYTES = 1024;

function cacheHeader(rel) {
  if (NO_CACHE.test(rel)) return 'no-cache';
  if (HASHED_FILE.test(rel)) return 'public, max-age=31536000, immutable';
  // Unhashed scripts (entry files) change in place on redeploy: the browser must revalidate them.
  if (/\.(js|json|html)$/.test(rel)) return 'no-cache';
  return 'public, max-age=300';
}

function problem(reply, status, code, message) {
  return reply.code(status).type('application/json; charset=utf-8').send({ code, message });
}

/**
 * A Fastify instance for one app's files; the caller hands it requests whose target is already a checked path
 * (tooling/serve-static.js). `remotes()` is the shell's current remote list as JSON text, or null for a remote.
 */
function createStaticApp({ root, remotes, serverFactory }) {
  const app = Fastify({ serverFactory, logger: false });
  const pageHeaders = () => documentHeaders(remotes ? JSON.parse(remotes()) : []);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*').header('X-Content-Type-Options', 'nosniff');
  });
  // Runs before @fastify/compress (route hooks follow app hooks), which compresses every stream it is given:
  // a 304 has no body to compress, and a file under the threshold is sent whole, so it is left as it is.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 304) {
      // The build's `.br` of the file was picked before the validator matched: a 304 has no body to be encoded.
      reply.removeHeader('content-encoding');
      return null;
    }
    const length = Number(reply.getHeader('content-length'));
    // A HEAD's stream is an empty string, not bytes: there is nothing to gather (and Buffer.concat would throw).
    if (request.method === 'HEAD' || !payload || typeof payload.pipe !== 'function' || !(length < COMPRESS_FROM_BYTES)) return payload;
    const chunks = [];
    for await (const chunk of payload) chunks.push(chunk);
    return Buffer.concat(chunks);
  });
  app.register(fastifyCompress, { threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
  app.register(fastifyStatic, {
    root,
    // A build's `.br` beside a file (tooling/webpack.js) goes as it is, compressed once at brotli's best level;
    // anything without one is compressed on the fly above.
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    lastModified: false,
    serveDotFiles: false,
    setHeaders(reply, file) {
      // The file asked for, also when its `.br` is what goes: the cache rule follows its name.
      const rel = path.relative(root, file).split(path.sep).join('/').replace(/\.br$/, '');
      reply.header('Cache-Control', cacheHeader(rel));
      // Also on a 304, which a cache uses to update what it stored (lower case, as @fastify/compress writes it).
      reply.header('Vary', 'accept-encoding');
      if (path.extname(rel) === '.html') reply.headers(pageHeaders());
    },
  });

  app.options('/*', async (request, reply) => reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').send());
  app.get('/healthz', async (request, reply) => reply.type('text/plain').send('ok'));
  if (remotes) {
    app.get('/remotes.json', async (request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(remotes()),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return problem(reply, 405, 'METHOD_NOT_ALLOWED', 'Метод не поддерживается');
    // History-mode routes get the page; a missing asset is a real 404 so loaders fail fast.
    if (path.posix.extname(request.url.split('?')[0])) return problem(reply, 404, 'NOT_FOUND', 'Не найдено');
    return reply.code(200).sendFile('index.html');
  });
  // @fastify/send's refusals (403 for a path out of the root or to a dotfile, 412, 416) in the error shape; a file
  // that cannot be read is, for the browser, a file that is not there.
  app.setErrorHandler(async (error, request, reply) => {
    if (error.statusCode === 403) return problem(reply, 403, 'FORBIDDEN', 'Доступ запрещён');
    if (error.statusCode >= 400 && error.statusCode < 500) return problem(reply, error.statusCode, 'BAD_REQUEST', 'Недопустимый запрос');
    return problem(reply, 404, 'NOT_FOUND', 'Не найдено');
  });
  return app;
}

module.exports = { createStaticApp, cacheHeader };
