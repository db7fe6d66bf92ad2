#!/usr/bin/env node
// Serves one app's production build as the deployment does: no-cache for the entry files that name
// the current build, long immutable caching for content-hashed chunks, gzip for text, CORS for manifests, a history
// fallback, the shell's /remotes.json from env, and /api proxied to the API (one origin for the browser; only
// ever the configured API origin, see api-proxy.js and request-target.js).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { APPS, apiUrl, portOf, remotesFromEnv } = require('./ports');
const { documentHeaders } = require('./csp');
const { createApiProxy } = require('./api-proxy');
const { originForm } = require('./request-target');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

const COMPRESSIBLE = /\.(js|json|html|css|svg|map|txt)$/;
const MIN_GZIP_BYTES = 1024;

/**
 * Text assets go out gzipped when the browser accepts it (a third to a fifth of the bytes). Each file is
 * compressed once per build: the cache key includes its size and mtime, so a new build in place is noticed.
 */
function createGzipCache(limit = 500) {
  const cache = new Map();
  return (file, stat) => {
    const key = `${file}:${stat.size}:${stat.mtimeMs}`;
    let gz = cache.get(key);
    if (!gz) {
      gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
      if (cache.size >= limit) cache.clear();
      cache.set(key, gz);
    }
    return gz;
  };
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(req.headers['accept-encoding'] || '');
}

/**
 * A validator for every file, so that what must be revalidated on each load (the page, the entries, the
 * manifests) comes back as a 304 when unchanged rather than whole: the browser keeps its copy, and with it the
 * compiled code it stored beside a script. Weak: the gzip and plain bodies of one file are the same content.
 */
function entityTag(stat) {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

function notModified(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const weak = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

function cacheHeader(rel) {
  if (NO_CACHE.test(rel)) return 'no-cache';
  if (HASHED.test(rel)) return 'public, max-age=31536000, immutable';
  // Unhashed scripts (entry files) change in place on redeploy: the browser must revalidate them.
  if (/\.(js|json|html)$/.test(rel)) return 'no-cache';
  return 'public, max-age=300';
}

function createStaticServer({ app, root, env = process.env, log = console.log }) {
  const isShell = app === 'shell';
  const proxy = isShell ? createApiProxy(apiUrl(env)) : null;
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
  const gzipped = createGzipCache();
  return http.createServer((req, res) => {
    // Only a path on this server is acted on (tooling/request-target.js); the proxy gets that path, never a host.
    const target = originForm(req.url);
    let pathname;
    try {
      pathname = target && decodeURIComponent(new URL(target, 'http://x').pathname);
    } catch {
      pathname = null;
    }
    if (!pathname) {
      res.writeHead(400, { 'Content-Type': TYPES['.json'] });
      return res.end(JSON.stringify({ code: 'BAD_REQUEST', message: 'Недопустимый адрес запроса' }));
    }
    if (isShell && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, target);
    const common = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, common);
      return res.end();
    }
    if (isShell && pathname === '/remotes.json') {
      res.writeHead(200, { ...common, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      return res.end(remotes());
    }
    if (pathname === '/healthz') {
      res.writeHead(200, { ...common, 'Content-Type': 'text/plain' });
      return res.end('ok');
    }
    let file = path.join(rootDir, pathname);
    if (file !== rootDir && !file.startsWith(rootDir + path.sep)) {
      res.writeHead(400, common);
      return res.end();
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) {
      // History-mode routes get the page; a missing asset is a real 404 so loaders fail fast.
      if (path.extname(pathname)) {
        res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] });
        return res.end('Не найдено');
      }
      file = path.join(rootDir, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) {
        res.writeHead(404, common);
        return res.end();
      }
    }
    const rel = path.relative(rootDir, file).split(path.sep).join('/');
    // The page's CSP follows the remote list served right now (REMOTES_FILE is re-read here too).
    const isPage = path.extname(file) === '.html';
    const headers = {
      ...common,
      ...(isPage ? documentHeaders(isShell ? JSON.parse(remotes()) : []) : {}),
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Cache-Control': cacheHeader(rel),
    };
    const compressible = COMPRESSIBLE.test(file) && stat.size >= MIN_GZIP_BYTES;
    if (compressible) headers.Vary = 'Accept-Encoding';
    headers.ETag = entityTag(stat);
    if (notModified(req, headers.ETag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    if (compressible) {
      if (acceptsGzip(req)) {
        const body = gzipped(file, stat);
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  }).on('listening', () => log(`${app}: static ${rootDir}`));
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
  createStaticServer({ app, root: rootArg }).listen(port, '0.0.0.0', () => console.log(`${app}: http://localhost:${port}`));
}

module.exports = { createStaticServer, cacheHeader };
