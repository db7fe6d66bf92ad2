#!/usr/bin/env node
// `npm test`: every suite of the repo, one after another (2 cores), ending with `N passed, N failed`.
// Installs what a fresh machine lacks (Debian's chromium, nginx, PostgreSQL server binaries, docker-compose).
// In CI (CI=true) the browser and real-PostgreSQL suites must run: a missing dependency is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { clockTestFiles, zoneAtLocalHour } from './lib/day-edge.mjs';
import { jestFailures, playwrightFailures } from './lib/failure-notes.mjs';
import { ensureChromium, ensureDockerCompose, ensureNginx, ensurePoppler, ensurePostgres } from './lib/system-deps.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'permit-tests-'));
const results = [];

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}${opts.cwd && opts.cwd !== ROOT ? `   (in ${opts.cwd.replace(ROOT + '/', '')})` : ''}`);
  return spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
}

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
  console.log(`[test-all] ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
}

function jestSuite(name, pkg, { withPostgres = false, args = [], env = {} } = {}) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const jestArgs = ['jest', '--ci', '--json', `--outputFile=${out}`, ...args];
  const [cmd, cmdArgs] = withPostgres
    ? [process.execPath, [join(ROOT, 'scripts', 'with-postgres.mjs'), join(ROOT, 'node_modules', '.bin', 'jest'), ...jestArgs.slice(1)]]
    : [join(ROOT, 'node_modules', '.bin', 'jest'), jestArgs.slice(1)];
  const r = run(cmd, cmdArgs, { cwd: join(ROOT, pkg), env });
  if (!existsSync(out)) return record(name, 0, 1, `jest did not report (exit ${r.status})`);
  const j = JSON.parse(readFileSync(out, 'utf8'));
  const failedSuites = j.numFailedTestSuites - 0;
  const failed = j.numFailedTests + (j.numFailedTests === 0 && failedSuites > 0 ? failedSuites : 0);
  if (j.numTotalTests === 0) return record(name, 0, 1, 'no tests ran');
  const notes = [j.numPendingTests ? `${j.numPendingTests} skipped` : '', ...(failed ? jestFailures(j) : [])];
  record(name, j.numPassedTests, failed, notes.filter(Boolean).join('; '));
}

/** node:test files (one or a list); their TAP summary gives the counts. */
function nodeTestSuite(name, files) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.tap`);
  const r = run(process.execPath, [
    '--test',
    // One file at a time whatever the machine's cores: the lifecycle file starts a whole stack (PostgreSQL,
    // nginx, two replicas), which must not share the machine with the nginx file's round-robin checks.
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${out}`,
    ...[files].flat(),
  ]);
  const tap = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const figure = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const passed = figure('pass');
  const failed = figure('fail') + figure('cancelled');
  if (passed + failed === 0) return record(name, 0, 1, `no tests ran (exit ${r.status})`);
  record(name, passed, failed || (r.status === 0 ? 0 : 1));
}

function check(name, cmd, args, opts) {
  const r = run(cmd, args, opts);
  record(name, r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1);
  return r.status === 0;
}

const want = (name) => only.length === 0 || only.some((o) => name.includes(o));

// Unit and component tests, one package after another.
for (const pkg of ['shared-contracts', 'tooling', 'dev-kit', 'shell', 'mf-permits', 'mf-admin', 'mf-notifications']) {
  if (want(pkg) && existsSync(join(ROOT, pkg, 'jest.config.js'))) jestSuite(`${pkg} (jest)`, pkg);
}
// The stack script's own parts: Debian's nginx with deploy/nginx-api.conf in front of the API replicas, the
// mail catcher, and the compose mirror's start and teardown (free ports, nothing left after a failed set-up).
if (want('stack')) {
  let nginxOk = true;
  try {
    ensureNginx();
  } catch (e) {
    nginxOk = false;
    record('stack: nginx, mail catcher, lifecycle (node:test)', 0, 1, e.message);
  }
  const files = ['stack-nginx.test.mjs', 'mail-catcher.test.mjs', 'stack-lifecycle.test.mjs'];
  if (nginxOk)
    nodeTestSuite(
      'stack: nginx, mail catcher, lifecycle (node:test)',
      files.map((f) => join(ROOT, 'scripts', 'lib', f)),
    );
}
// The test scripts' own helpers (the failure notes of this summary, the day-edge suite's zone and files).
if (want('scripts'))
  nodeTestSuite(
    'scripts (node:test)',
    ['failure-notes.test.mjs', 'day-edge.test.mjs'].map((f) => join(ROOT, 'scripts', 'lib', f)),
  );
// API on the embedded database, then on a real PostgreSQL server started for the run.
if (want('api')) {
  // The printable permit's tests read the PDF with pdftotext/pdfinfo/pdftoppm; without them those tests fail.
  if (!ensurePoppler()) record('poppler-utils (pdftotext, pdfinfo, pdftoppm)', 0, CI ? 1 : 0, 'not installed: the PDF tests will fail');
  jestSuite('api on PGlite (jest)', 'api');
  let pgOk = true;
  try {
    ensurePostgres();
  } catch (e) {
    pgOk = false;
    record('api on PostgreSQL (jest)', 0, 1, e.message);
  }
  if (pgOk) jestSuite('api on PostgreSQL (jest)', 'api', { withPostgres: true });
}
// The API's clock tests again, with the database clock in a zone where it is now just past midnight, then in
// the day's last hour: a window judged by the local day must hold at any hour (docs/testing.md, «Край суток»).
if (want('day-edge')) {
  const files = clockTestFiles(join(ROOT, 'api', 'src'));
  for (const [label, hour] of [
    ['just past midnight', 0],
    ['in the day’s last hour', 23],
  ]) {
    const zone = zoneAtLocalHour(hour);
    jestSuite(`api clock tests ${label} (${zone}, PGlite)`, 'api', { args: ['--runTestsByPath', ...files], env: { TEST_TIME_ZONE: zone } });
  }
}
// Fault tests against a real PostgreSQL server: the database restarts under load (the API restart and a
// stopped remote are browser tests in the e2e suite).
if (want('fault')) {
  let pgOk = true;
  try {
    ensurePostgres();
  } catch (e) {
    pgOk = false;
    record('fault: PostgreSQL restart under load', 0, 1, e.message);
  }
  if (pgOk) nodeTestSuite('fault: PostgreSQL restart under load', join(ROOT, 'scripts', 'fault', 'pg-restart.test.mjs'));
}
if (want('typecheck')) {
  for (const pkg of ['shared-contracts', 'api', 'shell', 'mf-permits', 'mf-admin', 'mf-notifications', 'dev-kit', 'e2e']) {
    if (existsSync(join(ROOT, pkg, 'tsconfig.json'))) {
      check(`typecheck ${pkg}`, join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', join(pkg, 'tsconfig.json'), '--noEmit']);
    }
  }
}
// ESLint (with the architecture's import and storage rules) and Prettier's check: any finding fails (docs/testing.md).
if (want('lint')) check('lint (eslint + prettier)', 'npm', ['run', 'lint']);
if (want('compose')) {
  if (ensureDockerCompose()) check('docker-compose.yml validates', process.execPath, [join(ROOT, 'scripts', 'compose-check.mjs')]);
  else record('docker-compose.yml validates', 0, CI ? 1 : 0, 'docker-compose not available');
}
if (want('e2e')) {
  const built = check('production build of the four apps', process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')]);
  const chromium = ensureChromium();
  if (!ensurePoppler()) record('poppler-utils (pdftotext, pdfinfo, pdftoppm)', 0, CI ? 1 : 0, 'not installed: print.spec.ts will fail');
  if (!chromium && CI) record('e2e (Playwright, Chromium)', 0, 1, 'chromium could not be installed');
  else if (built) {
    const out = join(tmp, 'e2e.json');
    const r = run(join(ROOT, 'node_modules', '.bin', 'playwright'), ['test'], {
      cwd: join(ROOT, 'e2e'),
      env: { PW_JSON_OUTPUT: out, E2E_SKIP_BUILD: 'true', ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
    });
    if (!existsSync(out)) record('e2e (Playwright, Chromium)', 0, 1, `no report (exit ${r.status})`);
    else {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const s = report.stats;
      const failed = s.unexpected + (CI ? s.skipped : 0) + (s.expected + s.unexpected + s.flaky === 0 ? 1 : 0);
      const notes = [s.skipped ? `${s.skipped} skipped` : '', ...(failed ? playwrightFailures(report) : [])];
      record('e2e (Playwright, Chromium)', s.expected + s.flaky, failed, notes.filter(Boolean).join('; '));
    }
  }
}

rmSync(tmp, { recursive: true, force: true });
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\n================ Итог ================');
for (const r of results)
  console.log(`  ${r.failed ? 'FAIL' : 'ok  '}  ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
