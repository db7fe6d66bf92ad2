// A throwaway PostgreSQL server for tests and benchmarks: initdb into a temp folder, start on a free
// loopback port, stop and delete on exit. The server refuses to run as root, so as root it runs as postgres.
// The server is a child of this process (not daemonised by pg_ctl, which starts a session of its own), so
// killing this process group takes it down too; a port taken between picking and binding is retried.
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { atExit, stopChild, track } from './process-utils.mjs';
import { ensurePostgres } from './system-deps.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function asPostgres(isRoot, cmd, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/**
 * `dataDir` given: a persistent cluster there (created on first start, kept on stop), like compose's
 * volume; otherwise a throwaway one in a temp folder, deleted on stop.
 */
export async function startPostgres({ port, dataDir } = {}) {
  const bin = ensurePostgres();
  const isRoot = process.getuid?.() === 0;
  const persistent = Boolean(dataDir);
  const dir = persistent ? dataDir : mkdtempSync(join(tmpdir(), 'permit-pg-'));
  const forgetDir = persistent ? () => {} : atExit(() => rmSync(dir, { recursive: true, force: true }));
  if (persistent) {
    // Parents stay traversable: as root the server runs as postgres and must reach the folder.
    mkdirSync(dirname(dir), { recursive: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd, args) => {
    const [c, a] = asPostgres(isRoot, `${bin}/${cmd}`, args);
    const r = spawnSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr.toString()}${r.stdout.toString()}`);
  };
  /** Async, so a process that also serves requests (the stack's proxy) keeps answering meanwhile. */
  const runAsync = (cmd, args) =>
    new Promise((resolve, reject) => {
      const [c, a] = asPostgres(isRoot, `${bin}/${cmd}`, args);
      const child = spawn(c, a, { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed: ${err}`))));
    });
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  // A throwaway server trades durability for speed; a persistent one keeps the defaults.
  const speed = persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off'];
  let server = null;
  /** The server on `onPort`; resolves true once it accepts connections, false if it exited first. */
  const launch = async (onPort) => {
    // The server's output goes to a file, never to our pipes (a pipe held open by it would hang us).
    const out = openSync(logFile, 'a');
    const args = ['-D', data, '-p', String(onPort), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...speed];
    // setpriv execs the server in place (runuser would stay as its parent and keep the signals to itself).
    const [c, a] = isRoot
      ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', `${bin}/postgres`, ...args]]
      : [`${bin}/postgres`, args];
    server = track(spawn(c, a, { stdio: ['ignore', out, out] }));
    closeSync(out);
    const child = server;
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (child.exitCode !== null || child.signalCode) return false;
      const ok = await new Promise((r) => execFile(`${bin}/pg_isready`, ['-q', '-h', '127.0.0.1', '-p', String(onPort)], (e) => r(!e)));
      if (ok) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    await stopChild(child);
    throw new Error(`PostgreSQL did not accept connections on ${onPort} in 60 s`);
  };
  let usePort = port;
  try {
    if (!existsSync(join(data, 'PG_VERSION'))) {
      run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    }
    for (let attempt = 0; ; attempt++) {
      const logStart = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
      usePort = port ?? (await freePort());
      if (await launch(usePort)) break;
      const said = readFileSync(logFile, 'utf8').slice(logStart);
      // Only a lost race for a port this function picked is worth another try.
      if (port !== undefined || !/Address already in use/.test(said) || attempt >= 4) {
        throw new Error(`PostgreSQL did not start: ${said.trim().split('\n').slice(-5).join('\n')}`);
      }
    }
  } catch (error) {
    if (!persistent) rmSync(dir, { recursive: true, force: true });
    forgetDir();
    throw error;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already gone
    }
    if (!persistent) rmSync(dir, { recursive: true, force: true });
    forgetDir();
  };
  // A fast shutdown: open sessions are terminated, committed work is checkpointed.
  const stopServer = async () => {
    await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    if (server) await stopChild(server);
  };
  const startServer = async () => {
    if (!(await launch(usePort))) throw new Error(`PostgreSQL did not start again on ${usePort} (${logFile})`);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${usePort}/postgres`,
    port: usePort,
    dir,
    data,
    stop,
    stopServer,
    startServer,
    /** pg_ctl restart -m fast, as stop + start on the same port and settings. */
    restart: async () => {
      await stopServer();
      await startServer();
    },
  };
}
