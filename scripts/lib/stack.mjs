// The local topology of docker-compose.yml as plain processes, with the same ports and env names.
// 'single' (the default of `npm start`): one API on embedded PGlite (or DATABASE_URL) and a static server
// per web app. 'compose': what compose runs — PostgreSQL, API_REPLICAS API replicas behind Debian's nginx
// running deploy/nginx-api.conf on API_PORT (stack-nginx.mjs), a mail catcher for SMTP (mailpit), and the
// static servers. A port set to 0 (SHELL_PORT=0, API_PORT=0, …) is taken by the server itself and read
// back from its log, so two runs never race for a port; every process started is stopped again when a
// later step fails, and killed if this process exits.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiProcesses } from './api-processes.mjs';
import { ROOT, WEB_APPS, ports } from './apps.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startPostgres } from './postgres.mjs';
import { atExit, boundPort, prefixed, stopChild, track, waitFor } from './process-utils.mjs';
import { startNginx } from './stack-nginx.mjs';

export const DEFAULT_PG_DATA_DIR = join(ROOT, 'api', '.data', 'postgres');

export function spawnStatic(app, env, quiet) {
  const child = spawn(process.execPath, [join(ROOT, 'tooling', 'serve-static.js'), '--app', app], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  prefixed(child, app, quiet);
  return child;
}

/** One app's static server, healthy, on the port it bound (tooling/serve-static.js names it). */
async function startStatic(app, env, quiet) {
  const child = spawnStatic(app, env, quiet);
  try {
    const port = await boundPort(child, new RegExp(`${app}: http://localhost:(\\d+)`), { timeoutMs: 60_000 });
    await waitFor(`http://127.0.0.1:${port}/healthz`, { child, timeoutMs: 60_000 });
    return { child, port };
  } catch (error) {
    await stopChild(child);
    throw new Error(`${app}: ${error.message}`);
  }
}

function replicaPorts(env, count) {
  const given = (env.API_REPLICA_PORTS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(Number);
  if (given.length > 0 && given.length !== count) throw new Error(`API_REPLICA_PORTS: нужно ${count} портов`);
  // 0: each replica takes a free port itself.
  return given.length > 0 ? given : Array(count).fill(0);
}

/**
 * The compose services that are not web apps: PostgreSQL, the mail catcher, nginx and the replicas.
 * `startShell(apiUrl)` runs between nginx and the replicas: the shell needs nginx's address, and the
 * replicas the shell's (PORTAL_URL, the links in mail).
 */
async function startComposeBackend(env, { freshDb, quiet, onExit, cleanups, startShell }) {
  const log = (name) => (line) => !quiet && console.log(`[${name}] ${line}`);
  let postgres = null;
  if (!env.DATABASE_URL) {
    postgres = await startPostgres({
      port: env.PG_PORT ? Number(env.PG_PORT) : undefined,
      dataDir: freshDb ? undefined : env.PG_DATA_DIR || DEFAULT_PG_DATA_DIR,
    });
    cleanups.push(async () => postgres.stop());
    log('postgres')(`PostgreSQL ${postgres.url} (${freshDb ? 'временный' : postgres.data})`);
  }
  const databaseUrl = env.DATABASE_URL || postgres.url;
  const mail = await startMailCatcher({
    smtpPort: Number(env.MAILPIT_SMTP_PORT ?? 1025),
    httpPort: Number(env.MAILPIT_UI_PORT ?? 8025),
    log: log('mail'),
  });
  cleanups.push(mail.stop);

  const count = Number(env.API_REPLICAS || 2);
  if (!Number.isInteger(count) || count < 1) throw new Error('API_REPLICAS: целое число ≥ 1');
  const internal = replicaPorts(env, count);
  // nginx first, answering 503 until the replicas are known: the shell needs its address.
  const proxy = await startNginx({ port: ports.portOf('api', env), quiet, onExit: (code) => onExit('nginx', code) });
  cleanups.push(proxy.stop);
  log('nginx')(`${proxy.url} → deploy/nginx-api.conf`);
  const shellPort = await startShell(proxy.url);
  const { DATA_DIR: _pglite, ...base } = env;
  base.SHELL_PORT = String(shellPort);
  // Replicas share FILES_DIR as compose's share a volume; a throwaway database gets a throwaway file store.
  if (freshDb && !base.FILES_DIR) {
    const filesDir = mkdtempSync(join(tmpdir(), 'permit-files-'));
    base.FILES_DIR = filesDir;
    const forget = atExit(() => rmSync(filesDir, { recursive: true, force: true }));
    cleanups.push(async () => {
      rmSync(filesDir, { recursive: true, force: true });
      forget();
    });
  }
  // As in docker-compose the replicas share one TOKEN_SECRET (the API refuses PostgreSQL without one);
  // a run that names none gets a random secret of its own (its sessions end with it).
  if (!base.TOKEN_SECRET) base.TOKEN_SECRET = randomBytes(48).toString('base64url');
  const api = apiProcesses(
    internal.map((port, i) => ({
      name: `api-${i + 1}`,
      port,
      // As compose's api-1/api-2: the same settings, and only the first one seeds.
      env: {
        ...base,
        API_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SMTP_URL: mail.smtpUrl,
        MAIL_FROM: env.MAIL_FROM || 'portal@permit.local',
        // One hop: nginx sets X-Forwarded-For.
        TRUST_PROXY: '1',
        SEED: i === 0 ? (env.SEED ?? 'true') : 'false',
      },
    })),
    { quiet, onExit },
  );
  cleanups.push(api.stop);
  await api.start();
  // Restarts reuse these ports (api-processes.mjs), so nginx is told once.
  await proxy.setUpstreams(api.state().map((r) => new URL(r.url).host));
  return { api, postgres, mail, databaseUrl, apiUrl: proxy.url };
}

/** TRUST_PROXY of the single API of `npm start`: the shell's proxy on this machine (IPv4 or IPv6 loopback). */
export const LOOPBACK_PROXIES = '127.0.0.1, ::1';

/**
 * @param {{ env?: Record<string,string>, build?: boolean, quiet?: boolean, apps?: string[],
 *   topology?: 'single' | 'compose', freshDb?: boolean,
 *   onExit?: (name: string, code: number | null) => void }} options
 *   freshDb: in 'compose', a throwaway PostgreSQL instead of the persistent one in PG_DATA_DIR.
 *   onExit: a child process ended on its own (not through stop/stopApi).
 */
export async function startStack({
  env: extra = {},
  build = true,
  quiet = false,
  apps = WEB_APPS,
  topology = 'single',
  freshDb = false,
  onExit = () => {},
} = {}) {
  // Request logs every 5 s poll would bury the start-up summary; LOG_LEVEL=info brings them back.
  const env = { LOG_LEVEL: 'warn', ...process.env, ...extra };
  if (build) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')], { cwd: ROOT, stdio: 'inherit', env });
    if (r.status !== 0) throw new Error('build failed');
  }
  let stopping = false;
  const reportExit = (name, code) => {
    if (!stopping) onExit(name, code);
  };
  /** What was started, in order; stopped in reverse by stop() and by a failed start. */
  const cleanups = [];
  const stop = async () => {
    stopping = true;
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  const bound = {};
  const serve = async (app, appEnv) => {
    const { child, port } = await startStatic(app, appEnv, quiet);
    cleanups.push(() => stopChild(child));
    child.on('exit', (code) => reportExit(app, code));
    bound[app] = port;
    return port;
  };

  let backend;
  try {
    // The remotes first: the shell's remote list (and its CSP) names their ports.
    for (const app of apps.filter((a) => a !== 'shell')) await serve(app, env);
    const entries = env.REMOTES
      ? {}
      : Object.fromEntries(
          Object.keys(bound)
            .filter((app) => !env[ports.APPS[app].entryEnv])
            .map((app) => [ports.APPS[app].entryEnv, `http://${env.REMOTES_HOST || 'localhost'}:${bound[app]}/mf-manifest.json`]),
        );
    const startShell = async (apiUrl) =>
      apps.includes('shell') ? serve('shell', { ...env, ...entries, API_URL: env.API_URL || apiUrl }) : ports.portOf('shell', env);

    if (topology === 'compose') {
      backend = await startComposeBackend(env, { freshDb, quiet, onExit: reportExit, cleanups, startShell });
    } else {
      // The shell's static server proxies /api from this machine and names the browser in X-Forwarded-For:
      // the API believes that header from loopback only (the login limits key on the client address).
      // Started before the shell, whose proxy needs its port: with SHELL_PORT=0 the API's links in mail
      // keep the default address (set PORTAL_URL to change it).
      const { SHELL_PORT: shellPort, ...rest } = env;
      const apiEnv = { TRUST_PROXY: LOOPBACK_PROXIES, ...rest, ...(shellPort && shellPort !== '0' ? { SHELL_PORT: shellPort } : {}) };
      const api = apiProcesses([{ name: 'api', port: ports.portOf('api', env), env: apiEnv }], { quiet, onExit: reportExit });
      cleanups.push(api.stop);
      await api.start();
      const apiUrl = api.state()[0].url;
      await startShell(apiUrl);
      backend = { api, postgres: null, mail: null, databaseUrl: env.DATABASE_URL ?? null, apiUrl };
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = Object.fromEntries([
    ['api', backend.apiUrl.replace('127.0.0.1', 'localhost')],
    ...apps.map((a) => [a, `http://localhost:${bound[a]}`]),
  ]);
  return {
    topology,
    urls,
    stop,
    postgres: backend.postgres,
    mail: backend.mail,
    databaseUrl: backend.databaseUrl,
    /** Every API process: the replicas in 'compose', the one API in 'single'. */
    apiState: backend.api.state,
    stopApi: backend.api.stop,
    startApi: backend.api.start,
  };
}
