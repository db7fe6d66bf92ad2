// The shell's /api forwarding: one origin for the browser, the API behind it. The upstream is fixed when the
// server starts (API_URL); a request only ever supplies a path, so no request line, Host header or forwarding
// header can make this server contact another host (such as a mail catcher on the same network).
const http = require('node:http');
const https = require('node:https');

// Headers for one connection only (RFC 9110 §7.6.1), never passed on, plus whatever `Connection` names.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
// This server is the edge: what a client claims about its address, host or scheme is not passed on, and the
// API (which trusts this proxy's X-Forwarded-For) learns the client's address from the socket instead.
const CLIENT_CLAIMS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];
// The API authenticates with a bearer token and sets no cookies: the shell origin's cookies are not its business,
// and a cookie in an answer could only come from something that is not the API.
const COOKIES_IN = ['cookie'];
const COOKIES_OUT = ['set-cookie'];

function withoutHeaders(headers, names) {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...listed, ...names]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name)));
}

/** The client's address as the API should key limits on it (an IPv4 client of a dual-stack socket as IPv4). */
function clientAddress(socket) {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

function answerError(res, status, code, message) {
  if (res.destroyed) return undefined; // the client has gone: no one to answer
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code, message }));
}

/** A forwarder to `apiUrl`'s origin; call it with a request, its response and the checked origin-form path. */
function createApiProxy(apiUrl) {
  const origin = new URL(apiUrl);
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') {
    throw new Error(`API_URL: нужен http(s)-адрес, получено ${apiUrl}`);
  }
  const transport = origin.protocol === 'https:' ? https : http;
  const hostname = origin.hostname.replace(/^\[(.*)\]$/, '$1'); // an IPv6 literal without its URL brackets
  return function proxy(req, res, pathAndQuery) {
    const headers = {
      ...withoutHeaders(req.headers, [...CLIENT_CLAIMS, ...COOKIES_IN]),
      host: origin.host,
      'x-forwarded-for': clientAddress(req.socket),
    };
    let upstream;
    try {
      upstream = transport.request(
        { protocol: origin.protocol, hostname, port: origin.port, path: pathAndQuery, method: req.method, headers },
        (up) => {
          res.writeHead(up.statusCode || 502, withoutHeaders(up.headers, COOKIES_OUT));
          up.pipe(res);
        },
      );
    } catch {
      // Only a target Node will not write (a character a client should have escaped) gets here.
      return answerError(res, 400, 'BAD_REQUEST', 'Недопустимый адрес запроса');
    }
    upstream.on('error', () => answerError(res, 502, 'INTERNAL', 'API недоступен'));
    // A client that goes away mid-answer should not leave the upstream request running.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}

module.exports = { createApiProxy, clientAddress };
