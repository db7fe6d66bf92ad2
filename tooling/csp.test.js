const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { contentSecurityPolicy, documentHeaders, remoteOrigins } = require('./csp');
const { createStaticServer } = require('./serve-static');

const directives = (policy) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

describe('remoteOrigins', () => {
  it('keeps the distinct http(s) origins of the entries and nothing else', () => {
    const remotes = [
      { name: 'a', entry: 'http://localhost:8081/mf-manifest.json' },
      { name: 'b', entry: 'https://admin.example:8443/v2/mf-manifest.json?x=1' },
      { name: 'c', entry: 'http://localhost:8081/other/remoteEntry.js' },
      { name: 'd', entry: '/remotes/d/mf-manifest.json' },
      { name: 'e', entry: "javascript:alert('x')" },
      { name: 'f', entry: 'http://exa mple/x' },
      { name: 'g' },
      null,
    ];
    expect(remoteOrigins(remotes)).toEqual(['http://localhost:8081', 'https://admin.example:8443']);
    expect(remoteOrigins(undefined)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows scripts and connections from 'self' plus exactly the remote origins", () => {
    const policy = directives(
      contentSecurityPolicy([
        { name: 'mf_permits', entry: 'http://localhost:8081/mf-manifest.json' },
        { name: 'mf_admin', entry: 'http://localhost:8082/mf-manifest.json' },
      ]),
    );
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:8081', 'http://localhost:8082']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:8081', 'http://localhost:8082']);
    expect(policy['style-src']).toEqual(["'self'", 'http://localhost:8081', 'http://localhost:8082', "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    // The shell's own service worker only (shell/src/offline/service-worker.ts), never one from a remote's origin.
    expect(policy['worker-src']).toEqual(["'self'"]);
    // No way to run strings as code and no wildcard sources.
    expect(Object.values(policy).flat()).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
    expect(
      Object.values(policy)
        .flat()
        .some((v) => v.includes('*')),
    ).toBe(false);
  });

  it("is 'self' only without remotes, and the page may not be framed", () => {
    expect(directives(contentSecurityPolicy([]))['script-src']).toEqual(["'self'"]);
    expect(documentHeaders([])).toMatchObject({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' });
    expect(documentHeaders([])).not.toHaveProperty('Link');
  });

  it('asks the browser to connect early to each remote origin, for the CORS requests that fetch all of its files', () => {
    const links = documentHeaders([
      { name: 'a', entry: 'https://permits.example.org/mf-manifest.json' },
      { name: 'b', entry: 'https://permits.example.org/v2/mf-manifest.json' },
      { name: 'c', entry: '/local/mf-manifest.json' },
    ]).Link.split(', ');
    expect(links).toEqual(['<https://permits.example.org>; rel=preconnect; crossorigin']);
  });
});

describe('static server page headers', () => {
  let root;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log(1)');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gives the shell page (and history routes) a CSP of the remotes configured in env', async () => {
    const env = { MF_PERMITS_ENTRY: 'https://permits.example/mf-manifest.json', MF_ADMIN_ENTRY: 'https://admin.example/mf-manifest.json' };
    const server = createStaticServer({ app: 'shell', root, env: { ...env, NOTIFICATIONS_PORT: '9183' }, log: () => {} });
    const base = `http://127.0.0.1:${await listen(server)}`;
    for (const url of ['/', '/nd/show/5', '/index.html']) {
      const res = await fetch(`${base}${url}`);
      expect(directives(res.headers.get('content-security-policy'))['script-src']).toEqual([
        "'self'",
        'http://localhost:9183',
        'https://admin.example',
        'https://permits.example',
      ]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Scripts are not documents: the policy travels with the page only.
    expect((await fetch(`${base}/main.0123456789.js`)).headers.get('content-security-policy')).toBeNull();
    server.close();
  });

  it('follows REMOTES_FILE on every request: a release to another origin needs no restart', async () => {
    const file = path.join(root, 'remotes.json');
    const write = (origin) => fs.writeFileSync(file, JSON.stringify([{ name: 'mf_permits', entry: `${origin}/mf-manifest.json` }]));
    write('http://release-1.example:8081');
    const server = createStaticServer({ app: 'shell', root, env: { REMOTES_FILE: file }, log: () => {} });
    const base = `http://127.0.0.1:${await listen(server)}`;
    const scriptSrc = async () => directives((await fetch(`${base}/`)).headers.get('content-security-policy'))['script-src'];
    expect(await scriptSrc()).toEqual(["'self'", 'http://release-1.example:8081']);
    write('http://release-2.example:9081');
    expect(await scriptSrc()).toEqual(["'self'", 'http://release-2.example:9081']);
    server.close();
  });

  it("a remote's own server gives its pages a 'self'-only policy", async () => {
    const server = createStaticServer({ app: 'mf-admin', root, env: {}, log: () => {} });
    const base = `http://127.0.0.1:${await listen(server)}`;
    expect(directives((await fetch(`${base}/index.html`)).headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
    server.close();
  });

  it('the /api proxy names the real peer in X-Forwarded-For instead of passing on what the browser sent', async () => {
    const api = http.createServer((req, res) => res.end(JSON.stringify({ xff: req.headers['x-forwarded-for'] ?? null })));
    const apiPort = await listen(api);
    const server = createStaticServer({ app: 'shell', root, env: { API_URL: `http://127.0.0.1:${apiPort}` }, log: () => {} });
    const base = `http://127.0.0.1:${await listen(server)}`;
    const res = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await res.json()).xff).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    server.close();
    api.close();
  });
});
