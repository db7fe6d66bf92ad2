// Each app's image runs tooling/serve-static.js from a bare folder: only the files its Dockerfile copies and the
// packages its Dockerfile installs. A module the server requires but the Dockerfile leaves out makes the container
// die on start (or on its first request), which no other test would notice (there is no Docker engine in CI), so
// both lists are checked here: the server runs from exactly those files and packages and answers requests.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const REPO = path.join(__dirname, '..');

/** The tooling files a Dockerfile's runtime stage copies from the build stage. */
function copiedToolingFiles(dockerfile) {
  return fs
    .readFileSync(dockerfile, 'utf8')
    .split('\n')
    .filter((line) => /^COPY --from=build .* tooling\/\s*$/.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(2, -1))
    .map((source) => source.replace(/^\/repo\//, ''));
}

/** The `name@version` packages the runtime (last) stage installs with npm. */
function installedPackages(dockerfile) {
  const runtime = fs
    .readFileSync(dockerfile, 'utf8')
    .split(/^FROM /m)
    .at(-1)
    .replace(/\\\n/g, ' ');
  const install = runtime.split('\n').find((line) => /^RUN npm install /.test(line)) ?? '';
  return install
    .split(/\s+/)
    .filter((word) => /^@?[a-z0-9][\w./-]*@\d/.test(word))
    .map((word) => ({ name: word.slice(0, word.lastIndexOf('@')), version: word.slice(word.lastIndexOf('@') + 1) }));
}

const PINNED = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8')).dependencies;

// Started from the bare folder: a page, a compressed asset and (for the shell) the /api proxy must all answer.
const SMOKE = `
  const { createStaticServer } = require('./tooling/serve-static.js');
  const fs = require('node:fs');
  fs.writeFileSync('index.html', '<!doctype html><title>ok</title>');
  fs.writeFileSync('big.01234567.js', 'console.log(1);'.repeat(200));
  const server = createStaticServer({ app: process.argv[1], root: '.', env: { API_URL: 'http://127.0.0.1:9' }, log: () => {} });
  server.listen(0, '127.0.0.1', async () => {
    const at = 'http://127.0.0.1:' + server.address().port;
    const page = await fetch(at + '/nd/list');
    const chunk = await fetch(at + '/big.01234567.js', { headers: { 'accept-encoding': 'br' } });
    const api = await fetch(at + '/api/health');
    console.log(JSON.stringify([page.status, chunk.headers.get('content-encoding'), api.status]));
    server.close();
  });
`;

describe.each(['shell', 'mf-permits', 'mf-admin', 'mf-notifications'])('the %s image', (app) => {
  it('copies every module the static server needs, so it starts from the copied files alone', () => {
    const dockerfile = path.join(REPO, app, 'Dockerfile');
    const files = copiedToolingFiles(dockerfile);
    expect(files).toContain('tooling/serve-static.js');
    const packages = installedPackages(dockerfile);
    expect(packages.map((p) => p.name)).toContain('fastify');
    for (const { name, version } of packages) expect([name, version]).toEqual([name, PINNED[name]]);
    const srv = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-image-`));
    try {
      fs.mkdirSync(path.join(srv, 'tooling'));
      for (const file of files) fs.copyFileSync(path.join(REPO, file), path.join(srv, 'tooling', path.basename(file)));
      // npm would install each listed package with its own dependencies: a link to the installed copy is that.
      for (const { name } of packages) {
        fs.mkdirSync(path.dirname(path.join(srv, 'node_modules', name)), { recursive: true });
        fs.symlinkSync(path.join(REPO, 'node_modules', name), path.join(srv, 'node_modules', name));
      }
      const run = spawnSync(process.execPath, ['-e', SMOKE, app], {
        cwd: srv,
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      // The shell forwards /api (to no API here: 502); a remote has no /api and answers with its page.
      expect(JSON.parse(run.stdout)).toEqual([200, 'br', app === 'shell' ? 502 : 200]);
    } finally {
      fs.rmSync(srv, { recursive: true, force: true });
    }
  });
});
