// The shell's service worker as the static server hands it to the browser (shell/src/offline/service-worker.ts).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createStaticServer } = require('./serve-static');
const { contentSecurityPolicy } = require('./csp');
const { SW_FILE, writePrecacheList } = require('./service-worker-build');

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

describe('the service worker file', () => {
  let root;
  let server;
  let base;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-sw-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, SW_FILE), `self.addEventListener('fetch', () => {});${' '.repeat(2048)}`);
    server = createStaticServer({ app: 'shell', root, env: { REMOTES: '[]' }, log: () => {} });
    base = `http://127.0.0.1:${await listen(server)}`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is served from the root (its scope is the whole portal) as JavaScript that the browser revalidates on every check', async () => {
    expect(SW_FILE).toBe('sw.js');
    const res = await fetch(`${base}/${SW_FILE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // Never a long-lived cache: a new release's worker must be seen on the next navigation.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it("may be registered by the page: its CSP allows a worker from 'self' only", () => {
    const policy = contentSecurityPolicy([{ name: 'mf_permits', entry: 'http://localhost:8081/mf-manifest.json' }]);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toMatch(/worker-src[^;]*8081/);
  });

  it('is built after the shell, in the production build only, apart from the federation build', () => {
    const shellConfig = require('../shell/webpack.config.js');
    const production = shellConfig({}, { mode: 'production' });
    expect(production.map((c) => c.name)).toEqual(['shell', 'service-worker']);
    const [, worker] = production;
    expect(worker).toMatchObject({ dependencies: ['shell'], target: 'webworker', output: { filename: SW_FILE, clean: false } });
    expect(worker.plugins.map((p) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
    expect(Array.isArray(shellConfig({}, { mode: 'development' }))).toBe(false);
  });

  it("gets the list of the shell's files to precache: content-named chunks without a revision, the others with one", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-precache-'));
    try {
      fs.writeFileSync(path.join(dist, SW_FILE), 'precache(self.__WB_MANIFEST);');
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
      fs.writeFileSync(path.join(dist, 'main.js'), 'main()');
      fs.writeFileSync(path.join(dist, '12.01234567.js'), 'chunk()');
      fs.writeFileSync(path.join(dist, '12.01234567.js.map'), '{}');
      fs.writeFileSync(path.join(dist, '12.01234567.js.LICENSE.txt'), 'MIT');
      const { count } = await writePrecacheList(dist);
      expect(count).toBe(3);
      const list = JSON.parse(/precache\((.*)\);/.exec(fs.readFileSync(path.join(dist, SW_FILE), 'utf8'))[1]);
      const byUrl = Object.fromEntries(list.map((e) => [e.url, e.revision]));
      expect(Object.keys(byUrl).sort()).toEqual(['12.01234567.js', 'index.html', 'main.js']);
      expect(byUrl['12.01234567.js']).toBeNull();
      expect(byUrl['main.js']).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
