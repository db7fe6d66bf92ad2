import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function assertFree(port: number) {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) {
    throw new Error(`port ${port} is already in use (is \`npm start\` running?): stop it or set SHELL_PORT, API_PORT, …`);
  }
}

/**
 * Runs the same stack script as `npm start`, by default in docker-compose's topology (`--compose`:
 * PostgreSQL, two API replicas behind the round-robin proxy, the mail catcher, the four static servers,
 * same ports and env); E2E_TOPOLOGY=single runs `npm start`'s default instead (one API on a fresh PGlite).
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
  for (const port of Object.values(ports)) await assertFree(port);
  const work = mkdtempSync(join(tmpdir(), 'permit-e2e-'));
  const logFile = join(work, 'stack.log');
  const out = process.env.E2E_VERBOSE === 'true' ? 'inherit' : openSync(logFile, 'a');
  const compose = (process.env.E2E_TOPOLOGY ?? 'compose') === 'compose';
  // The fault tests stop and start the API through the stack script's control hook (127.0.0.1 only).
  const controlPort = Number(process.env.STACK_CONTROL_PORT || (await freePort()));
  await assertFree(controlPort);
  process.env.STACK_CONTROL_URL = `http://127.0.0.1:${controlPort}`;
  const args = [
    join(ROOT, 'scripts', 'stack.mjs'),
    ...(process.env.E2E_SKIP_BUILD === 'true' ? ['--no-build'] : []),
    // docker-compose's topology on a throwaway PostgreSQL (or DATABASE_URL), so every run starts from the seed.
    ...(compose ? ['--compose', '--fresh-db'] : []),
  ];
  const stack = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      ...(process.env.DATABASE_URL || compose ? {} : { DATA_DIR: join(work, 'db') }),
      // Unless pinned, the mail catcher's ports are free ones (the control hook says which).
      MAILPIT_SMTP_PORT: process.env.MAILPIT_SMTP_PORT || '0',
      MAILPIT_UI_PORT: process.env.MAILPIT_UI_PORT || '0',
      STACK_CONTROL_PORT: String(controlPort),
      // Random per run: a secret written in the repository could sign tokens anywhere it was copied to.
      TOKEN_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  const alive = () => stack.exitCode === null && stack.signalCode === null;
  try {
    await waitFor(`http://127.0.0.1:${ports.api}/api/health`, alive, 300_000);
    for (const port of [ports.shell, ports.permits, ports.admin, ports.notifications]) {
      await waitFor(`http://127.0.0.1:${port}/healthz`, alive, 60_000);
    }
    await waitFor(`${process.env.STACK_CONTROL_URL}/state`, alive, 30_000);
  } catch (error) {
    stack.kill('SIGTERM');
    const log = out === 'inherit' ? '' : readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return async () => {
    await new Promise<void>((resolve) => {
      if (!alive()) return resolve();
      stack.once('exit', () => resolve());
      stack.kill('SIGTERM');
      setTimeout(() => stack.kill('SIGKILL'), 10_000).unref();
    });
    rmSync(work, { recursive: true, force: true });
  };
}
