import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ports } from './portal';

const ROOT = join(__dirname, '..', '..');

async function waitFor(url: string, isAlive: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error('the stack exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** The env names of the stack's ports (tooling/ports.js); unset ones are 0: each server takes a free port. */
const PORT_ENV = {
  api: 'API_PORT',
  shell: 'SHELL_PORT',
  'mf-permits': 'PERMITS_PORT',
  'mf-admin': 'ADMIN_PORT',
  'mf-notifications': 'NOTIFICATIONS_PORT',
} as const;

interface Ready {
  type: 'ready';
  urls: Record<keyof typeof PORT_ENV, string>;
  controlUrl: string;
}

/**
 * The stack runs in a process group of its own: SIGTERM lets it stop its servers and PostgreSQL, and
 * whatever is left after `graceMs` is killed with the whole group, so no server outlives a run.
 */
export async function stopStack(stack: ChildProcess, graceMs = 20_000) {
  if (stack.exitCode === null && stack.signalCode === null) {
    const exited = new Promise<void>((resolve) => stack.once('exit', () => resolve()));
    stack.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs).unref())]);
  }
  try {
    if (stack.pid) process.kill(-stack.pid, 'SIGKILL');
  } catch {
    // the group is already empty
  }
}

function whenReady(stack: ChildProcess, timeoutMs: number): Promise<Ready> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stack was not ready in ${timeoutMs} ms`)), timeoutMs);
    stack.on('message', (m: Ready) => {
      if (m?.type !== 'ready') return;
      clearTimeout(timer);
      resolve(m);
    });
    stack.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${code ?? signal}) before it was ready`));
    });
  });
}

/**
 * Runs the same stack script as `npm start`, by default in docker-compose's topology (`--compose`:
 * PostgreSQL, two API replicas behind nginx, the mail catcher, the four static servers, the same env;
 * free ports unless pinned with SHELL_PORT, API_PORT, …); E2E_TOPOLOGY=single runs `npm start`'s default
 * instead (one API on a fresh PGlite).
 */
export default async function globalSetup() {
  if (process.env.E2E_EXTERNAL_STACK === 'true') {
    // docker-compose's e2e runner: the stack is already up; only wait until it answers.
    await waitFor(`http://127.0.0.1:${ports.api}/api/health`, () => true, 300_000);
    for (const port of [ports.shell, ports.permits, ports.admin, ports.notifications]) {
      await waitFor(`http://127.0.0.1:${port}/healthz`, () => true, 120_000);
    }
    return async () => undefined;
  }
  const work = mkdtempSync(join(tmpdir(), 'permit-e2e-'));
  const logFile = join(work, 'stack.log');
  const out = process.env.E2E_VERBOSE === 'true' ? 'inherit' : openSync(logFile, 'a');
  const compose = (process.env.E2E_TOPOLOGY ?? 'compose') === 'compose';
  const build = process.env.E2E_SKIP_BUILD !== 'true';
  const args = [
    join(ROOT, 'scripts', 'stack.mjs'),
    ...(build ? [] : ['--no-build']),
    // docker-compose's topology on a throwaway PostgreSQL (or DATABASE_URL), so every run starts from the seed.
    ...(compose ? ['--compose', '--fresh-db'] : []),
  ];
  const pinned = Object.fromEntries(Object.values(PORT_ENV).map((name) => [name, process.env[name] || '0']));
  const stack = spawn(process.execPath, args, {
    cwd: ROOT,
    // A process group of its own (stopStack kills it whole) and an IPC channel: the stack reports the
    // ports its servers bound, and stops by itself if this process goes away.
    detached: true,
    stdio: ['ignore', out, out, 'ipc'],
    env: {
      ...process.env,
      ...(process.env.DATABASE_URL || compose ? {} : { DATA_DIR: join(work, 'db') }),
      // Unless pinned, every server takes a free port itself (never one picked here and taken meanwhile).
      ...pinned,
      MAILPIT_SMTP_PORT: process.env.MAILPIT_SMTP_PORT || '0',
      MAILPIT_UI_PORT: process.env.MAILPIT_UI_PORT || '0',
      // The fault tests stop and start the API through the stack script's control hook (127.0.0.1 only).
      STACK_CONTROL_PORT: process.env.STACK_CONTROL_PORT || '0',
      // Random per run: a secret written in the repository could sign tokens anywhere it was copied to.
      TOKEN_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const ready = await whenReady(stack, build ? 900_000 : 300_000);
    // The workers start after this and read the ports from here (support/portal.ts, playwright.config.ts).
    for (const [app, name] of Object.entries(PORT_ENV)) process.env[name] = new URL(ready.urls[app as keyof typeof PORT_ENV]).port;
    process.env.STACK_CONTROL_URL = ready.controlUrl;
  } catch (error) {
    await stopStack(stack);
    const log = out === 'inherit' ? '' : readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return async () => {
    await stopStack(stack);
    rmSync(work, { recursive: true, force: true });
  };
}
