// compose's `api` service on this machine: Debian's nginx running deploy/nginx-api.conf itself. Only what
// must differ outside compose's network is rewritten — the upstream servers (the replicas' bound ports),
// the listen address, and whom realip believes (the shell's static server runs on loopback here) — and
// the file is wrapped in a main config that keeps pid, temp files and logs in a folder of its own.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { freePort } from './postgres.mjs';
import { atExit, liveChildren, prefixed, stopChild, track } from './process-utils.mjs';
import { ensureNginx } from './system-deps.mjs';

export const NGINX_API_CONF = join(ROOT, 'deploy', 'nginx-api.conf');

/** Set-up only: nginx answers 503 (the config's own error page) until the replicas are known. */
const NO_REPLICA_YET = '127.0.0.1:9 down';

function replaceOnce(text, pattern, replacement, what) {
  const hits = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (hits !== 1) throw new Error(`${NGINX_API_CONF}: expected one ${what}, found ${hits}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx-api.conf with the replicas at `upstreams` ("host:port") and listening on 127.0.0.1:`port`.
 * A change to the file that these rewrites no longer match fails loudly instead of running another config.
 */
export function renderApiConf(source, { upstreams, port }) {
  let conf = replaceOnce(
    source,
    /(upstream permit_api \{)[^}]*(\})/,
    (_m, open, close) =>
      `${open}\n${upstreams.map((u) => `  server ${u}${u === NO_REPLICA_YET ? '' : ' max_fails=2 fail_timeout=5s'};\n`).join('')}${close}`,
    'upstream permit_api block',
  );
  conf = replaceOnce(conf, /^(\s*)listen\s+\d+;/m, `$1listen 127.0.0.1:${port};`, '`listen PORT;`');
  conf = replaceOnce(conf, /^(\s*)set_real_ip_from\s+[^;]+;/m, '$1set_real_ip_from 127.0.0.1;', 'set_real_ip_from');
  return conf;
}

function mainConf(dir) {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
    `  include ${dir}/api.conf;`,
    '}',
    '',
  ].join('\n');
}

/**
 * Resolves true once this nginx answers on `port`, false if it exited first (a port taken meanwhile). The
 * pid file comes after the listening sockets are bound, so an answer then is nginx's, not a squatter's.
 */
async function answering(child, dir, port, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode) return false;
    const pid = existsSync(join(dir, 'nginx.pid')) ? readFileSync(join(dir, 'nginx.pid'), 'utf8').trim() : '';
    if (pid === String(child.pid)) {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      await res?.arrayBuffer();
      if (res) return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${port} in ${timeoutMs} ms`);
}

/**
 * @param {{ port?: number, upstreams?: string[], quiet?: boolean, onExit?: (code: number | null) => void,
 *   pickPort?: () => Promise<number> }} options
 *   port: API_PORT; 0 or missing: nginx cannot bind port 0, so a free one from pickPort, and another
 *   one if a process binds it between picking and nginx's bind.
 */
export async function startNginx({ port = 0, upstreams = [NO_REPLICA_YET], quiet = false, onExit = () => {}, pickPort = freePort } = {}) {
  const bin = ensureNginx();
  const source = readFileSync(NGINX_API_CONF, 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'permit-nginx-'));
  const forgetDir = atExit(() => rmSync(dir, { recursive: true, force: true }));
  // As root the workers run as nobody: they must reach the temp folders nginx creates in here.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'nginx.conf'), mainConf(dir));
  let current = upstreams;
  let child;
  let bound;
  let output = '';
  const args = ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf')];
  try {
    for (let attempt = 0; ; attempt++) {
      bound = port || (await pickPort());
      writeFileSync(join(dir, 'api.conf'), renderApiConf(source, { upstreams: current, port: bound }));
      output = '';
      child = track(spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
      child.stderr.on('data', (d) => (output += d));
      prefixed(child, 'nginx', quiet);
      if (await answering(child, dir, bound)) break;
      const lostRace = /Address already in use/.test(output);
      if (!lostRace || port || attempt >= 4) throw new Error(`nginx did not start: ${output.trim()}`);
    }
  } catch (error) {
    if (child) await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
    forgetDir();
    throw error;
  }
  let stopping = false;
  child.once('exit', (code) => !stopping && onExit(code));
  const url = `http://127.0.0.1:${bound}`;
  return {
    port: bound,
    url,
    dir,
    upstreams: () => current,
    /**
     * New replica addresses: the config is rewritten and nginx reloads it (SIGHUP: new workers take over,
     * the old ones finish their requests). Resolves once a request went to one of `next` and every old
     * worker has exited: until then an old worker still accepts connections now and then and answers them
     * with the old upstreams (on a loaded machine for a second or more: 503s right after «ready»).
     */
    setUpstreams: async (next) => {
      current = next;
      writeFileSync(join(dir, 'api.conf'), renderApiConf(source, { upstreams: next, port: bound }));
      const oldWorkers = liveChildren(child.pid);
      child.kill('SIGHUP');
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const res = await fetch(`${url}/api/health`).catch(() => null);
        const upstream = res?.headers.get('x-upstream') ?? '';
        await res?.arrayBuffer();
        const reached = next.some((u) => upstream.split(', ').includes(u));
        const live = new Set(liveChildren(child.pid));
        if (reached && !oldWorkers.some((pid) => live.has(pid))) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`nginx did not take the replicas ${next.join(', ')}`);
    },
    stop: async () => {
      stopping = true;
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
      forgetDir();
    },
  };
}
