// The shell's /api forwarding, on http-proxy: one origin for the browser, the API behind it. The upstream is
// fixed when the server starts (API_URL); a request only ever supplies a path, checked before it gets here
// (tooling/request-target.js), so no request line, Host header or forwarding header can make this server contact
// another host (such as a mail catcher on the same network). What http-proxy would pass on as it is, the
// headers below, is taken off here.
const http = require('node:http');
const https = require('node:https');
const httpProxy = require('http-proxy');

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
const CLIENT_CLAIMS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];
// The API authenticates with a bearer token and sets no cookies: the shell origin's cookies are not its business,
// and a cookie in an answer could only come from something that is not the API.
const COOKIES_IN = ['cookie'];
const COOKIES_OUT = ['set-cookie'];
// Node has already answered a client's `Expect: 100-continue`; the body follows whatever the API would say.
const ANSWERED_HERE = ['expect'];

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
  const body = JSON.stringify({ code, message });
  // With its length told, the compression in front (serve-static.js) sees a body too small to gain from it.
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** A forwarder to `apiUrl`'s origin; call it with a request, its response and the checked origin-form path. */
function createApiProxy(apiUrl) {
  const origin = new URL(apiUrl);
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') {
    throw new Error(`API_URL: нужен http(s)-адрес, получено ${apiUrl}`);
  }
  // Connections to the API are kept open between requests; the client's own Connection header is not passed on.
  const agent = new (origin.protocol === 'https:' ? https : http).Agent({ keepAlive: true });
  const proxy = httpProxy.createProxyServer({ target: origin.origin, changeOrigin: true, agent, xfwd: false });
  // http-proxy reports the upstream request here once it has a socket (always: Expect is not passed on).
  proxy.on('proxyReq', (upstream, req, res) => {
    // A client that goes away mid-answer should not leave the upstream request running.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  });
  proxy.on('proxyRes', (answer, req, res) => {
    // An answer the API breaks off half-way ends the client's too: http-proxy would leave it waiting for the rest.
    answer.on('close', () => {
      if (!answer.complete) res.destroy();
    });
    const kept = withoutHeaders(answer.headers, COOKIES_OUT);
    for (const name of Object.keys(answer.headers)) if (!(name in kept)) delete answer.headers[name];
    // The client's connection keeps what the client asked for (http-proxy would otherwise say keep-alive).
    answer.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
  });
  const failed = (error, req, res) => answerError(res, 502, 'INTERNAL', 'API недоступен');
  return function forward(req, res, pathAndQuery) {
    // http-proxy sends on the request's URL and a copy of its headers: both are made what the API may see first.
    req.url = pathAndQuery;
    const chunked = 'transfer-encoding' in req.headers;
    // http-proxy declares an empty body for a DELETE or OPTIONS without Content-Length, then sends the body all
    // the same: the API would read it as a request of its own. Such a body is refused instead (browsers give one
    // a Content-Length).
    if (chunked && (req.method === 'DELETE' || req.method === 'OPTIONS')) {
      return answerError(res, 400, 'BAD_REQUEST', 'Тело запроса DELETE или OPTIONS должно иметь Content-Length');
    }
    const kept = withoutHeaders(req.headers, [...CLIENT_CLAIMS, ...COOKIES_IN, ...ANSWERED_HERE]);
    for (const name of Object.keys(req.headers)) if (!(name in kept)) delete req.headers[name];
    req.headers['x-forwarded-for'] = clientAddress(req.socket);
    // A chunked body keeps chunked framing on the way on (Node decoded the client's chunks and chunks it again).
    // Without it Node writes the body of a GET or DELETE bare, and the API would read it as a request of its own.
    if (chunked) req.headers['transfer-encoding'] = 'chunked';
    try {
      proxy.web(req, res, {}, failed);
    } catch {
      // Only a target Node will not write (a character a client should have escaped) gets here.
      answerError(res, 400, 'BAD_REQUEST', 'Недопустимый адрес запроса');
    }
  };
}

module.exports = { createApiProxy, clientAddress };
