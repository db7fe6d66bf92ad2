// The compose mirror (scripts/stack.mjs --compose) as the e2e set-up runs it: every server binds a port
// itself, so ports in use elsewhere never stop it, and a set-up that fails or is stopped midway leaves no
// process and no port behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';

const PORTS_ZERO = {
  SHELL_PORT: '0',
  PERMITS_PORT: '0',
  ADMIN_PORT: '0',
  NOTIFICATIONS_PORT: '0',
  API_PORT: '0',
  MAILPIT_SMTP_PORT: '0',
  MAILPIT_UI_PORT: '0',
  STACK_CONTROL_PORT: '0',
};
/** What the stack binds by default (tooling/ports.js, the mail catcher): `npm start`'s ports. */
const DEFAULT_PORTS = [3000, 8080, 8081, 8082, 8083, 1025, 8025];

/** The stack script in a process group of its own, as e2e/support/global-setup.ts starts it. */
function startScript(env = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'stack.mjs'), '--compose', '--fresh-db', '--no-build'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'warn', TOKEN_SECRET: 'stack-lifecycle-test-secret-'.repeat(3), ...PORTS_ZERO, ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, exited, output: () => output };
}

/** Every process whose process group is `pgid` (from /proc: the fifth field of stat). */
function groupMembers(pgid) {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[2]) === pgid && fields[0] !== 'Z' ? [`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')}`] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** The ports the stack's log says its servers bound. */
function portsInLog(output) {
  const found = [
    ...output.matchAll(/^\[[\w-]+\] [\w-]+: http:\/\/localhost:(\d+)$/gm), // static servers
    ...output.matchAll(/^\[nginx\] http:\/\/127\.0\.0\.1:(\d+) /gm),
    ...output.matchAll(/^\[postgres\] PostgreSQL postgres:\/\/postgres@127\.0\.0\.1:(\d+)\//gm),
  ];
  return found.map((m) => Number(m[1]));
}

function refused(port) {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(3000) }).then(
    () => false,
    (error) => error.cause?.code === 'ECONNREFUSED',
  );
}

function occupy(port) {
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', () => resolve(null)); // held by someone else already: taken all the same
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

async function assertNothingLeft(run, ports) {
  await run.exited;
  // SIGKILLed servers are reaped by init a moment later.
  for (let i = 0; i < 50 && groupMembers(run.child.pid).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(groupMembers(run.child.pid), [], run.output());
  for (const port of ports) assert.equal(await refused(port), true, `port ${port} still answers`);
}

test('with the default ports taken, the stack starts on ports its servers bound themselves', { timeout: 240_000 }, async () => {
  const squatters = await Promise.all(DEFAULT_PORTS.map(occupy));
  const run = startScript();
  try {
    const ready = await new Promise((resolve, reject) => {
      run.child.once('message', resolve);
      run.exited.then((code) => reject(new Error(`the stack exited (${code}):\n${run.output()}`)));
    });
    const bound = Object.values(ready.urls).map((u) => Number(new URL(u).port));
    for (const port of bound) assert.ok(port > 0 && !DEFAULT_PORTS.includes(port), `${port} in ${JSON.stringify(ready.urls)}`);
    // The whole chain on those ports: shell → its /api proxy → nginx → a replica; the remote list names the remotes.
    const health = await fetch(`${ready.urls.shell}/api/health`);
    assert.equal(health.status, 200, `${await health.text()}\n${run.output()}`);
    const remotes = await (await fetch(`${ready.urls.shell}/remotes.json`)).json();
    assert.deepEqual(
      remotes.map((r) => r.entry).sort(),
      ['mf-admin', 'mf-notifications', 'mf-permits'].map((app) => `${ready.urls[app]}/mf-manifest.json`).sort(),
    );
    const state = await (await fetch(`${ready.controlUrl}/state`)).json();
    assert.equal(state.api.processes.length, 2);
    // Closing the channel (the e2e runner went away) stops the stack by itself.
    run.child.disconnect();
    await assertNothingLeft(run, [...bound, ...portsInLog(run.output())]);
  } finally {
    if (run.child.exitCode === null) process.kill(-run.child.pid, 'SIGKILL');
    for (const s of squatters) s?.close();
  }
});

test('a set-up that fails midway (the replicas cannot start) stops everything it started', { timeout: 240_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'permit-stack-test-'));
  // A file where the file store's folder should be: the API refuses to start (api/src/files/file-store.ts).
  const notADir = join(dir, 'files');
  writeFileSync(notADir, 'not a folder');
  const run = startScript({ FILES_DIR: notADir });
  try {
    assert.equal(await run.exited, 1, run.output());
    const started = portsInLog(run.output());
    // PostgreSQL, nginx and the four static servers were running when the replicas failed.
    assert.ok(started.length >= 6, run.output());
    await assertNothingLeft(run, started);
  } finally {
    if (run.child.exitCode === null) process.kill(-run.child.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a stop during set-up (SIGTERM, as a failed e2e set-up sends) leaves no process and no port', { timeout: 240_000 }, async () => {
  const run = startScript();
  try {
    // Midway: nginx and the static servers are up, the replicas are starting.
    const until = Date.now() + 120_000;
    while (!/^\[shell\] shell: http/m.test(run.output()) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    assert.match(run.output(), /^\[shell\] shell: http/m);
    run.child.kill('SIGTERM');
    await assertNothingLeft(run, portsInLog(run.output()));
  } finally {
    if (run.child.exitCode === null) process.kill(-run.child.pid, 'SIGKILL');
  }
});
