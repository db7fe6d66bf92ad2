#!/usr/bin/env node
// Serves one app's production build as the deployment does: no-cache for the entry files that name
// the current build, long immutable caching for content-hashed chunks, brotli or gzip for text, CORS for manifests,
// a history fallback, the shell's /remotes.json from env (tooling/static-app.js), and /api proxied to the API (one
// origin for the browser; only ever the configured API origin, see api-proxy.js and request-target.js).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { APPS, apiUrl, portOf, remotesFromEnv } = require('./ports');
const compression = require('compression');
const { createApiProxy } = require('./api-proxy');
const { originForm } = require('./request-target');
const { createStaticApp, cacheHeader } = require('./static-app');

function badRequest(res) {
  res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: 'BAD_REQUEST', message: 'Недопустимый адрес запроса' }));
}

// The API's answers are compressed here, where they go out to the browser over a site's weak signal, not in the
// API, where compressing cost more than it saved on loopback (docs/performance.md). Reads only: a read's answer
// holds no secret of the request (sign-in's token comes in a POST's), so its size tells nothing; files that do not
// compress (PDF, images) go as they are, by their type (the `compression` package's filter).
const compressRead = compression({ filter: (req, res) => req.method === 'GET' && compression.filter(req, res) });

function createStaticServer({ app, root, env = process.env, log = console.log }) {
  const isShell = app === 'shell';
  const api = isShell ? createApiProxy(apiUrl(env)) : null;
  const proxy = api && ((req, res, target) => compressRead(req, res, () => api(req, res, target)));
  const remotesFromStart = isShell ? JSON.stringify(remotesFromEnv(env)) : null;
  // REMOTES_FILE is re-read on every request, so a deployment can point a remote at another build
  // (a release or a rollback) without restarting or rebuilding the shell.
  const remotes = () => {
    if (!env.REMOTES_FILE) return remotesFromStart;
    try {
      const list = JSON.parse(fs.readFileSync(env.REMOTES_FILE, 'utf8'));
      if (Array.isArray(list)) return JSON.stringify(list);
    } catch (error) {
      log(`remotes file ${env.REMOTES_FILE} unreadable (${error.message}); serving the list from start-up`);
    }
    return remotesFromStart;
  };
  const rootDir = path.resolve(root);
  // The Fastify app serves files on this server, which first checks the request target: Fastify and http-proxy
  // both act on `req.url` as it is, and an absolute-form or scheme-relative target must never reach them.
  let serveFile;
  const server = http.createServer((req, res) => {
    // Only a path on this server is acted on (tooling/request-target.js); the proxy gets that path, never a host.
    const target = originForm(req.url);
    let pathname;
    try {
      pathname = target && decodeURIComponent(new URL(target, 'http://x').pathname);
    } catch {
      pathname = null;
    }
    if (!pathname) return badRequest(res);
    if (isShell && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, target);
    const file = path.join(rootDir, pathname);
    if (file !== rootDir && !file.startsWith(rootDir + path.sep)) return badRequest(res);
    req.url = target;
    ready.then(
      () => serveFile(req, res),
      () => res.writeHead(503).end(),
    );
  });
  const files = createStaticApp({
    root: rootDir,
    remotes: isShell ? remotes : null,
    serverFactory: (handler) => {
      serveFile = handler;
      return server;
    },
  });
  const ready = files.ready();
  ready.catch((error) => log(`${app}: static server failed to start (${error.message})`));
  return server.on('listening', () => log(`${app}: static ${rootDir}`));
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const app = args[args.indexOf('--app') + 1];
  if (!APPS[app]) {
    console.error('usage: serve-static.js --app shell|mf-permits|mf-admin|mf-notifications [--root DIR]');
    process.exit(2);
  }
  const rootArg = args.includes('--root') ? args[args.indexOf('--root') + 1] : path.join(__dirname, '..', app, 'dist');
  const port = portOf(app);
  // Port 0 (SHELL_PORT=0 …) takes a free port; the line names the bound one (the local stack reads it).
  const server = createStaticServer({ app, root: rootArg });
  server.listen(port, '0.0.0.0', () => console.log(`${app}: http://localhost:${server.address().port}`));
}

module.exports = { createStaticServer, cacheHeader };
