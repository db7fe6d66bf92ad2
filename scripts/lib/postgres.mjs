// A throwaway PostgreSQL server for tests and benchmarks: initdb into a temp folder, start on a free
// loopback port, stop and delete on exit. The server refuses to run as root, so as root it runs as postgres.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
  const usePort = port ?? (await freePort());
  const data = join(dir, 'data');
  // A throwaway server trades durability for speed; a persistent one keeps the defaults.
  const speed = persistent ? '' : ' -c fsync=off -c synchronous_commit=off';
  // -l: the server's output goes to a file, never to our pipes (a pipe held open by it would hang us).
  const startArgs = [
    '-D', data, '-w', '-l', join(dir, 'server.log'),
    '-o', `-p ${usePort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${speed}`,
    'start',
  ];
  try {
    if (!existsSync(join(data, 'PG_VERSION'))) {
      run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    }
    run('pg_ctl', startArgs);
  } catch (error) {
    if (!persistent) rmSync(dir, { recursive: true, force: true });
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
  };
  // A fast shutdown: open sessions are terminated, committed work is checkpointed.
  const stopServer = () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const startServer = () => runAsync('pg_ctl', startArgs);
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
