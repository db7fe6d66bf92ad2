// The shell's /api forwarding must never become an open proxy: whatever the request line, the Host header or
// the forwarding headers say, only the configured API origin is ever contacted. Node's HTTP client writes the
// request target and the headers as given (it checks neither against the server it talks to), so they reach the
// server exactly as an attacker would send them.
const http = require('node:http');
const net = require('node:net');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createStaticServer } = require('./serve-static');

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** One request with any method, request target and headers; the answer with each header's values as a list. */
function send(port, method, target, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const listed = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          listed[name] = [...(listed[name] ?? []), res.rawHeaders[i + 1]];
        }
        resolve({ status: res.statusCode, headers: listed, body: Buffer.concat(chunks).toString() });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the shell proxies /api to the configured API origin only', () => {
  let root;
  let api;
  let apiPort;
  let apiSeen;
  let decoy;
  let decoyPort;
  let decoyConnections;
  let shell;
  let port;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-proxy-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    // Any connection to the decoy is a failure, so it counts sockets, not requests, and answers like a
    // leaky service would (a body and a cookie), so that a leak shows in the response as well.
    decoyConnections = 0;
    decoy = net.createServer((socket) => {
      decoyConnections += 1;
      socket.on('error', () => {});
      socket.end('HTTP/1.1 200 OK\r\nSet-Cookie: mail=secret\r\nContent-Length: 5\r\nConnection: close\r\n\r\nDECOY');
    });
    decoyPort = await listen(decoy);
    apiSeen = [];
    api = http.createServer((req, res) => {
      if (req.url === '/api/slow') {
        // Never answers; tells the test when the shell gives the request up.
        apiSeen.push({ method: req.method, url: req.url, closed: new Promise((resolve) => res.on('close', resolve)) });
        return;
      }
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        apiSeen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Set-Cookie': 'session=from-api',
          Connection: 'keep-alive, X-Upstream-Hop',
          'X-Upstream-Hop': 'only for the next hop',
          'Keep-Alive': 'timeout=5',
          'Proxy-Authenticate': 'Basic realm="api"',
          'X-Api': 'yes',
        });
        res.end(JSON.stringify({ from: 'api', url: req.url }));
      });
    });
    apiPort = await listen(api);
    shell = createStaticServer({ app: 'shell', root, env: { API_URL: `http://127.0.0.1:${apiPort}` }, log: () => {} });
    port = await listen(shell);
  });

  beforeEach(() => {
    apiSeen.length = 0;
    decoyConnections = 0;
  });

  afterAll(() => {
    shell.close();
    shell.closeAllConnections();
    api.close();
    api.closeAllConnections();
    decoy.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const decoyHost = () => `127.0.0.1:${decoyPort}`;
  /** A request that names the decoy in its Host header (as a browser behind an attacker's page would). */
  const toDecoy = (method, target, extra = {}, body = undefined) =>
    send(port, method, target, { Host: decoyHost(), ...extra, Connection: 'close' }, body);

  it('takes only the path of an absolute-form target and sends it to the API, never to the named host', async () => {
    const res = await toDecoy('GET', `http://${decoyHost()}/api/x?y=1`);
    expect(decoyConnections).toBe(0);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ from: 'api', url: '/api/x?y=1' });
    expect(apiSeen.map((r) => [r.method, r.url, r.headers.host])).toEqual([['GET', '/api/x?y=1', `127.0.0.1:${apiPort}`]]);

    const https = await toDecoy('POST', `https://${decoyHost()}/api/y`, { 'Content-Length': '2' }, '{}');
    expect(https.status).toBe(200);
    expect(apiSeen.at(-1)).toMatchObject({ method: 'POST', url: '/api/y', body: '{}' });
    expect(decoyConnections).toBe(0);
  });

  it('refuses scheme-relative and other host-bearing targets with 400 and contacts nobody', async () => {
    const targets = [
      `//${decoyHost()}/api/x`,
      `///${decoyHost()}/api/x`,
      `/\\${decoyHost()}/api/x`,
      `http://${decoyHost()}//${decoyHost()}/api/x`,
      `ftp://${decoyHost()}/api/x`,
    ];
    for (const target of targets) {
      const res = await toDecoy('GET', target);
      expect([target, res.status]).toEqual([target, 400]);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/[а-я]/) });
    }
    // A bare `host/path` is refused by Node's own request parser before the server sees it.
    const bare = await toDecoy('GET', `${decoyHost()}/api/x`);
    expect(bare.status).toBe(400);
    // A tunnel request is not served at all.
    await send(port, 'CONNECT', decoyHost(), { Host: decoyHost() }).catch(() => undefined);
    expect(decoyConnections).toBe(0);
    expect(apiSeen).toEqual([]);
  });

  it('ignores a forged Host and the client-sent forwarding headers, and names the client by its socket', async () => {
    const res = await toDecoy('GET', '/api/x', {
      'X-Forwarded-Host': decoyHost(),
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Port': '443',
      'X-Forwarded-For': '203.0.113.9',
      Forwarded: 'for=203.0.113.9',
      'X-Real-IP': '203.0.113.9',
    });
    expect(res.status).toBe(200);
    expect(decoyConnections).toBe(0);
    expect(apiSeen).toHaveLength(1);
    const { url, headers } = apiSeen[0];
    expect(url).toBe('/api/x');
    expect(headers.host).toBe(`127.0.0.1:${apiPort}`);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const claim of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip']) {
      expect([claim, headers[claim]]).toEqual([claim, undefined]);
    }
  });

  it('names an IPv4 client of a dual-stack socket by its IPv4 address, as the API keys its limits on it', async () => {
    const dual = createStaticServer({ app: 'shell', root, env: { API_URL: `http://127.0.0.1:${apiPort}` }, log: () => {} });
    await new Promise((resolve) => dual.listen(0, '::', resolve));
    try {
      const res = await send(dual.address().port, 'GET', '/api/x', { Host: 'localhost', Connection: 'close' });
      expect(res.status).toBe(200);
      expect(apiSeen.map((r) => r.headers['x-forwarded-for'])).toEqual(['127.0.0.1']);
    } finally {
      dual.close();
    }
  });

  it('passes end-to-end headers and the body on, but no hop-by-hop headers or cookies either way', async () => {
    const body = JSON.stringify({ login: 'ivanov', password: 'секрет' });
    // The body goes in chunks (Node frames it so for the Transfer-Encoding given here).
    const res = await send(
      port,
      'POST',
      '/api/users/auth/login',
      {
        Host: `localhost:${port}`,
        Authorization: 'Bearer abc',
        'Content-Type': 'application/json',
        'Accept-Language': 'ru',
        Cookie: 'shell_session=1',
        'Proxy-Authorization': 'Basic c2VjcmV0',
        'X-Client-Hop': '1',
        'Keep-Alive': 'timeout=9',
        TE: 'trailers',
        Connection: 'close, X-Client-Hop',
        'Transfer-Encoding': 'chunked',
      },
      body,
    );
    expect(res.status).toBe(200);
    const seen = apiSeen[0];
    expect(seen).toMatchObject({ method: 'POST', url: '/api/users/auth/login', body });
    expect(seen.headers).toMatchObject({
      authorization: 'Bearer abc',
      'content-type': 'application/json',
      'accept-language': 'ru',
    });
    for (const name of ['cookie', 'proxy-authorization', 'x-client-hop', 'keep-alive', 'te']) {
      expect([name, seen.headers[name]]).toEqual([name, undefined]);
    }
    expect(res.headers['x-api']).toEqual(['yes']);
    for (const name of ['set-cookie', 'x-upstream-hop', 'proxy-authenticate', 'keep-alive']) {
      expect([name, res.headers[name]]).toEqual([name, undefined]);
    }
    expect(JSON.parse(res.body)).toEqual({ from: 'api', url: '/api/users/auth/login' });
  });

  it('keeps a chunked body framed on its way to the API, so that no request can hide inside it', async () => {
    const hidden = 'GET /api/hidden HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const chunked = { Host: 'localhost', 'Transfer-Encoding': 'chunked', Connection: 'close' };
    const get = await send(port, 'GET', '/api/x', chunked, hidden);
    expect(get.status).toBe(200);
    // http-proxy would declare a chunked DELETE body empty and send it all the same: it is refused instead.
    const del = await send(port, 'DELETE', '/api/x', chunked, hidden);
    expect(del.status).toBe(400);
    expect(JSON.parse(del.body)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/[а-я]/) });
    // A request hidden in a body would reach the API right after the one that carried it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(apiSeen.map((r) => [r.method, r.url, r.body])).toEqual([['GET', '/api/x', hidden]]);
  });

  it('gives the upstream request up when the client goes away before the answer', async () => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/slow HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    for (let waited = 0; apiSeen.length === 0 && waited < 3000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(apiSeen.map((r) => r.url)).toEqual(['/api/slow']);
    socket.destroy();
    let timer;
    const giveUp = new Promise((resolve) => {
      timer = setTimeout(() => resolve('still open'), 2000);
    });
    const outcome = await Promise.race([apiSeen[0].closed.then(() => 'closed'), giveUp]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
  });

  it('still serves pages and files for absolute-form targets from this server, not from the named host', async () => {
    const res = await toDecoy('GET', `http://${decoyHost()}/nd/show/5`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(decoyConnections).toBe(0);
  });
});
