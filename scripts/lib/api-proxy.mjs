// The local stand-in for compose's `api` service (nginx with deploy/nginx-api.conf): round-robin over the
// API replicas, the same forwarded headers, the same body limit, and the same proxy_next_upstream rules:
// a replica that refuses the connection, times out or answers 502/503 is skipped for the next one, and
// after max_fails failures within fail_timeout it is left out for fail_timeout. As nginx does by default,
// a request that may have reached a replica is retried only if its method is idempotent.
import { createServer, request as httpRequest } from 'node:http';

const MAX_BODY_BYTES = 30 * 1024 * 1024; // client_max_body_size 30m
const READ_TIMEOUT_MS = 60_000; // proxy_read_timeout 60s
const MAX_FAILS = 2;
const FAIL_TIMEOUT_MS = 5_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];
/** What the nginx config answers when no replica could (its error_page for 502/503/504). */
export const NO_UPSTREAM_BODY = JSON.stringify({
  code: 'SERVICE_UNAVAILABLE',
  message: 'API временно недоступен, повторите попытку позже',
});

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('too large'), { tooLarge: true }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * As nginx's `set_real_ip_from` + `real_ip_header X-Forwarded-For` and `proxy_set_header X-Forwarded-For
 * $remote_addr` (deploy/nginx-api.conf): the shell's static server, a process on this machine, is believed
 * about the browser's address (the last one it names); anyone else is the client itself. The replicas get
 * that one address, so the per-address login limit counts browsers, not the shell's server.
 */
function clientAddress(req) {
  const peer = req.socket.remoteAddress ?? '';
  const named = String(req.headers['x-forwarded-for'] ?? '').split(',').map((a) => a.trim()).filter(Boolean).at(-1);
  return LOOPBACK.test(peer) && named ? named : peer;
}

/** One attempt: resolves with the replica's response, or rejects saying whether the request was sent. */
function attempt(upstream, req, body) {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    headers['x-forwarded-for'] = clientAddress(req);
    headers['x-forwarded-proto'] = 'http';
    headers['content-length'] = String(body.length);
    // A fresh connection per request, as nginx without `keepalive` in the upstream block: a restarted
    // replica never gets a request on a dead pooled socket.
    const up = httpRequest({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent: false });
    let connected = false;
    up.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    up.setTimeout(READ_TIMEOUT_MS, () => up.destroy(Object.assign(new Error('timeout'), { timeout: true })));
    up.on('response', resolve);
    up.on('error', (error) => reject(Object.assign(error, { sent: connected })));
    up.end(body);
  });
}

/**
 * @param {{ upstreams: { host?: string, port: number }[], port: number, host?: string, log?: (l: string) => void }} options
 */
export function createApiProxy({ upstreams, port, host = '0.0.0.0', log = () => {} }) {
  const peers = upstreams.map((u) => ({ host: u.host ?? '127.0.0.1', port: u.port, fails: [], downUntil: 0 }));
  let next = 0;

  const failed = (peer) => {
    const now = Date.now();
    peer.fails = [...peer.fails.filter((t) => now - t < FAIL_TIMEOUT_MS), now];
    if (peer.fails.length >= MAX_FAILS) {
      peer.downUntil = now + FAIL_TIMEOUT_MS;
      peer.fails = [];
    }
  };
  /** Live peers in round-robin order from the next one; all of them when every peer is marked down. */
  const order = () => {
    const start = next;
    next = (next + 1) % peers.length;
    const rotated = peers.map((_, i) => peers[(start + i) % peers.length]);
    const live = rotated.filter((p) => p.downUntil <= Date.now());
    return live.length > 0 ? live : rotated;
  };

  const server = createServer(async (req, res) => {
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      res.writeHead(error.tooLarge ? 413 : 400, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      return res.end(JSON.stringify({ code: error.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message: 'Некорректный запрос' }));
    }
    const retryAfterSend = IDEMPOTENT.has(req.method ?? 'GET');
    const candidates = order();
    for (let i = 0; i < candidates.length; i++) {
      const peer = candidates[i];
      const last = i === candidates.length - 1;
      try {
        const up = await attempt(peer, req, body);
        if ((up.statusCode === 502 || up.statusCode === 503) && retryAfterSend && !last) {
          up.resume();
          failed(peer);
          continue;
        }
        const headers = { ...up.headers };
        for (const h of HOP_BY_HOP) delete headers[h];
        // As `add_header X-Upstream $upstream_addr always` in the nginx config: which replica answered.
        headers['x-upstream'] = `${peer.host}:${peer.port}`;
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
        return;
      } catch (error) {
        failed(peer);
        log(`${peer.host}:${peer.port}: ${error.code ?? error.message}`);
        if (error.sent && !retryAfterSend) break;
      }
    }
    if (res.headersSent) return res.destroy();
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(NO_UPSTREAM_BODY);
  });

  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address().port));
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
