// A throwaway PostgreSQL server for tests and benchmarks: initdb into a temp folder, start on a free
// loopback port, stop and delete on exit. The server refuses to run as root, so as root it runs as postgres.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export async function startPostgres({ port } = {}) {
  const bin = ensurePostgres();
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'permit-pg-'));
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
  const usePort = port ?? (await freePort());
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D', data, '-w', '-l', join(dir, 'server.log'),
    '-o', `-p ${usePort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${usePort}/postgres`, port: usePort, dir, data, stop, restart: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'restart']) };
}
