const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createStaticServer, cacheHeader } = require('./serve-static');
const { remotesFromEnv, portOf } = require('./ports');

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// A list page of the API as JSON: twenty rows.
const API_ROWS = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, works: `Ремонт клапанных тарелок колонны К-${i}`, status: 'IN_WORK' }));

describe('static server', () => {
  let root;
  let api;
  let apiPort;
  let shell;
  let base;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'main.01234567.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    api = http.createServer((req, res) => {
      if (req.url === '/api/broken') {
        // An answer the API breaks off: a list page promised, a few bytes sent, the connection gone.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 5000 });
        res.write('[{"id":1');
        return setTimeout(() => res.socket.destroy(), 20);
      }
      if (req.url === '/api/rows' || req.url === '/api/pdf') {
        // A list page's worth of JSON, and a printed permit: both several kilobytes.
        const pdf = req.url === '/api/pdf';
        const body = pdf ? Buffer.alloc(8192, 'PDF ') : Buffer.from(JSON.stringify(API_ROWS));
        res.writeHead(200, { 'content-type': pdf ? 'application/pdf' : 'application/json; charset=utf-8', 'content-length': body.length });
        return res.end(body);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url, auth: req.headers.authorization ?? null }));
    });
    apiPort = await listen(api);
    shell = createStaticServer({
      app: 'shell',
      root,
      env: { API_URL: `http://127.0.0.1:${apiPort}`, MF_ADMIN_ENTRY: 'https://admin.example/mf-manifest.json' },
      log: () => {},
    });
    base = `http://127.0.0.1:${await listen(shell)}`;
  });

  afterAll(() => {
    shell.close();
    api.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves entry files uncached and hashed chunks as immutable', async () => {
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${base}/main.01234567.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(cacheHeader('remoteEntry.js')).toBe('no-cache');
    // The shell's theme stylesheet is named by its content too.
    expect(cacheHeader('theme.01234567.css')).toContain('immutable');
  });

  it('answers a revalidation of an unchanged file with 304 and of a changed one with the new body', async () => {
    const first = await fetch(`${base}/mf-manifest.json`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    // As a browser revalidates its copy (fetch() with a validator of its own adds `Cache-Control: no-cache`,
    // which asks the server for the whole body instead).
    const revalidate = (etags) => ({ headers: { 'If-None-Match': etags, 'Cache-Control': 'max-age=0' } });
    const again = await fetch(`${base}/mf-manifest.json`, revalidate(etag));
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('');
    // The page keeps its security headers on a 304: a browser updates its stored ones from it.
    const page = await fetch(`${base}/`);
    const pageAgain = await fetch(`${base}/`, revalidate(`"other", ${page.headers.get('etag')}`));
    expect(pageAgain.status).toBe(304);
    expect(pageAgain.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));

    fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"changed":true}');
    const changed = await fetch(`${base}/mf-manifest.json`, revalidate(etag));
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ changed: true });
    expect(changed.headers.get('etag')).not.toBe(etag);
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  });

  it('compresses text assets with brotli or gzip as the browser accepts, and serves them plain to the others', async () => {
    const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `строка ${i}`))};`;
    fs.writeFileSync(path.join(root, 'big.abcdef01.js'), source);
    const get = (headers) =>
      new Promise((resolve, reject) => {
        http
          .get(`${base}/big.abcdef01.js`, { headers }, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    // A compressed stream has no length known in advance: it is framed by chunks, never by a wrong length.
    const framed = (res) => res.headers['content-length'] === undefined && res.headers['transfer-encoding'] === 'chunked';
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(framed(brotli)).toBe(true);
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(source) / 2);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(source);
    // A revalidated copy stays as the browser decoded it: the 304 names no encoding of a body it does not have.
    const unchanged = await get({ 'accept-encoding': 'gzip, deflate, br', 'if-none-match': brotli.headers.etag });
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect([unchanged.status, unchanged.headers.vary, unchanged.body.length]).toEqual([304, 'accept-encoding', 0]);
    const zipped = await get({ 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(framed(zipped)).toBe(true);
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(source);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(source));
    expect(plain.body.toString()).toBe(source);
    // Under a kilobyte compression gains nothing: the file goes out as it is, with its length.
    const small = await fetch(`${base}/mf-manifest.json`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe('2');
  });

  it('sends the build’s brotli file beside a script as it is, under the script’s own cache rule', async () => {
    const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ряд ${i}`))};`;
    const best = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    fs.writeFileSync(path.join(root, 'rows.abcdef02.js'), source);
    fs.writeFileSync(path.join(root, 'rows.abcdef02.js.br'), best);
    const get = (headers) => fetch(`${base}/rows.abcdef02.js`, { headers });
    const raw = await new Promise((resolve, reject) => {
      http
        .get(`${base}/rows.abcdef02.js`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.body.equals(best)).toBe(true);
    expect(Number(raw.headers['content-length'])).toBe(best.length);
    expect(raw.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(raw.headers['cache-control']).toContain('immutable');
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    const unchanged = await get({ 'accept-encoding': 'gzip, br', 'if-none-match': raw.headers.etag, 'cache-control': 'max-age=0' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-encoding')).toBeNull();
    // A browser without brotli gets the script itself, compressed on the fly as before.
    const zipped = await get({ 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(source);
  });

  it('serves the files of a release the root symlink points to now, without a restart', async () => {
    const area = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-release-'));
    const release = (name, body) => {
      fs.mkdirSync(path.join(area, name));
      fs.writeFileSync(path.join(area, name, 'index.html'), `<title>${body}</title>`);
      fs.writeFileSync(path.join(area, name, 'remoteEntry.js'), `// ${body}`);
      return path.join(area, name);
    };
    const switchTo = (dir) => {
      fs.symlinkSync(dir, path.join(area, 'next'));
      fs.renameSync(path.join(area, 'next'), path.join(area, 'current'));
    };
    switchTo(release('v1', 'первая'));
    const remote = createStaticServer({ app: 'mf-permits', root: path.join(area, 'current'), env: {}, log: () => {} });
    const at = `http://127.0.0.1:${await listen(remote)}`;
    try {
      expect(await (await fetch(`${at}/remoteEntry.js`)).text()).toBe('// первая');
      switchTo(release('v2', 'вторая'));
      expect(await (await fetch(`${at}/remoteEntry.js`)).text()).toBe('// вторая');
      expect(await (await fetch(`${at}/nd/list`)).text()).toContain('вторая');
    } finally {
      remote.close();
      fs.rmSync(area, { recursive: true, force: true });
    }
  });

  it('answers history-mode routes with the page and missing assets with 404', async () => {
    const page = await fetch(`${base}/nd/show/5`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status).not.toBe(200);
  });

  it('writes /remotes.json from env and proxies /api with its headers', async () => {
    const remotes = await (await fetch(`${base}/remotes.json`)).json();
    expect(remotes).toContainEqual({ name: 'mf_admin', entry: 'https://admin.example/mf-manifest.json' });
    expect(remotes.map((r) => r.name).sort()).toEqual(['mf_admin', 'mf_notifications', 'mf_permits']);
    const proxied = await (await fetch(`${base}/api/health?x=1`, { headers: { authorization: 'Bearer_abc' } })).json();
    expect(proxied).toEqual({ path: '/api/health?x=1', auth: 'Bearer_abc' });
  });

  it('compresses the API’s read answers for the browser, and neither writes nor files that do not compress', async () => {
    const raw = (method, url, headers) =>
      new Promise((resolve, reject) => {
        const req = http.request(`${base}${url}`, { method, headers }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const json = Buffer.from(JSON.stringify(API_ROWS));
    const brotli = await raw('GET', '/api/rows', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(json.length / 3);
    expect(zlib.brotliDecompressSync(brotli.body).equals(json)).toBe(true);
    const zipped = await raw('GET', '/api/rows', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(zipped.body).equals(json)).toBe(true);
    // A write's answer may hold a secret of its own (sign-in's token): its size is not made to depend on its content.
    const written = await raw('POST', '/api/rows', { 'accept-encoding': 'gzip, br' });
    expect(written.headers['content-encoding']).toBeUndefined();
    expect(written.body.equals(json)).toBe(true);
    const pdf = await raw('GET', '/api/pdf', { 'accept-encoding': 'gzip, br' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect([pdf.headers['content-length'], pdf.body.length]).toEqual(['8192', 8192]);
  });

  it('reports an unreachable API as a 502 in the error shape, uncompressed with its length', async () => {
    const dead = createStaticServer({ app: 'shell', root, env: { API_URL: 'http://127.0.0.1:9' }, log: () => {} });
    const port = await listen(dead);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'INTERNAL' });
    dead.close();
  });

  it('ends the browser’s answer when the API breaks its answer off, instead of leaving it waiting', async () => {
    const outcome = await new Promise((resolve) => {
      const req = http.get(`${base}/api/broken`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.complete ? 'complete' : 'cut'));
        res.on('aborted', () => resolve('cut'));
        res.on('error', () => resolve('cut'));
      });
      req.on('error', () => resolve('cut'));
      setTimeout(() => {
        resolve('still waiting');
        req.destroy();
      }, 3000);
    });
    expect(outcome).toBe('cut');
  });

  it('answers HEAD for a small file, a small brotli file and a large one as GET would, without a body', async () => {
    const small = zlib.brotliCompressSync('export const one = 1;'.repeat(60));
    fs.writeFileSync(path.join(root, 'tiny.abcdef03.js'), 'export const one = 1;'.repeat(60));
    fs.writeFileSync(path.join(root, 'tiny.abcdef03.js.br'), small);
    const head = (url, encoding) => fetch(`${base}${url}`, { method: 'HEAD', headers: { 'accept-encoding': encoding } });
    const page = await head('/', 'br');
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const tiny = await head('/tiny.abcdef03.js', 'br');
    expect([tiny.status, tiny.headers.get('content-encoding'), tiny.headers.get('content-type')]).toEqual([
      200,
      'br',
      'application/javascript; charset=utf-8',
    ]);
    expect(tiny.headers.get('cache-control')).toContain('immutable');
    const plainTiny = await head('/tiny.abcdef03.js', 'identity');
    expect([plainTiny.status, plainTiny.headers.get('content-encoding')]).toEqual([200, null]);
  });
});

describe('ports', () => {
  it('defaults to the documented ports and honours env overrides', () => {
    expect(portOf('shell', {})).toBe(8080);
    expect(portOf('mf-permits', {})).toBe(8081);
    expect(portOf('api', { API_PORT: '4000' })).toBe(4000);
    expect(remotesFromEnv({ PERMITS_PORT: '9001' })).toContainEqual({ name: 'mf_permits', entry: 'http://localhost:9001/mf-manifest.json' });
  });
});

describe('static server hardening', () => {
  it('answers a malformed escape with 400 instead of crashing', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
    const server = createStaticServer({ app: 'mf-admin', root, env: {}, log: () => {} });
    const port = await listen(server);
    const res = await fetch(`http://127.0.0.1:${port}/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('remote list from a file', () => {
  it('re-reads REMOTES_FILE on every request and falls back to env when it is broken', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
    const file = path.join(root, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify([{ name: 'mf_permits', entry: 'http://a/mf-manifest.json' }]));
    const server = createStaticServer({ app: 'shell', root, env: { REMOTES_FILE: file, PERMITS_PORT: '9100' }, log: () => {} });
    const base = `http://127.0.0.1:${await listen(server)}`;
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual([{ name: 'mf_permits', entry: 'http://a/mf-manifest.json' }]);
    fs.writeFileSync(file, JSON.stringify([{ name: 'mf_permits', entry: 'http://b/mf-manifest.json' }]));
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual([{ name: 'mf_permits', entry: 'http://b/mf-manifest.json' }]);
    fs.writeFileSync(file, '{not json');
    const fallback = await (await fetch(`${base}/remotes.json`)).json();
    expect(fallback).toContainEqual({ name: 'mf_permits', entry: 'http://localhost:9100/mf-manifest.json' });
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
});
