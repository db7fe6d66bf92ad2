// Each app's image runs tooling/serve-static.js from a bare folder: only the files its Dockerfile copies, no
// node_modules. A module the server requires but the Dockerfile leaves out makes the container die on start,
// which no other test would notice (there is no Docker engine in CI), so the copy list is checked here.
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

describe.each(['shell', 'mf-permits', 'mf-admin', 'mf-notifications'])('the %s image', (app) => {
  it('copies every module the static server needs, so it starts from the copied files alone', () => {
    const files = copiedToolingFiles(path.join(REPO, app, 'Dockerfile'));
    expect(files).toContain('tooling/serve-static.js');
    const srv = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-image-`));
    try {
      fs.mkdirSync(path.join(srv, 'tooling'));
      for (const file of files) fs.copyFileSync(path.join(REPO, file), path.join(srv, 'tooling', path.basename(file)));
      const start = `require('./tooling/serve-static.js').createStaticServer({ app: '${app}', root: '.', env: {}, log: () => {} })`;
      const run = spawnSync(process.execPath, ['-e', start], {
        cwd: srv,
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(srv, { recursive: true, force: true });
    }
  });
});
