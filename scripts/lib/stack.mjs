// The local topology of docker-compose.yml as plain processes, with the same ports and env names.
// 'single' (the default of `npm start`): one API on embedded PGlite (or DATABASE_URL) and a static server
// per web app. 'compose': what compose runs — PostgreSQL, API_REPLICAS API replicas behind a round-robin
// proxy on API_PORT (deploy/nginx-api.conf), a mail catcher for SMTP (mailpit), and the static servers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiProxy } from './api-proxy.mjs';
import { apiProcesses } from './api-processes.mjs';
import { ROOT, WEB_APPS, ports } from './apps.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { freePort, startPostgres } from './postgres.mjs';
import { prefixed, waitFor } from './process-utils.mjs';

export const DEFAULT_PG_DATA_DIR = join(ROOT, 'api', '.data', 'postgres');

export function spawnStatic(app, env, quiet) {
  const child = spawn(process.execPath, [join(ROOT, 'tooling', 'serve-static.js'), '--app', app], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child, app, quiet);
  return child;
}

async function replicaPorts(env, count) {
  const given = (env.API_REPLICA_PORTS ?? '').split(',').map((p) => p.trim()).filter(Boolean).map(Number);
  if (given.length > 0 && given.length !== count) throw new Error(`API_REPLICA_PORTS: нужно ${count} портов`);
  if (given.length > 0) return given;
  const picked = [];
  while (picked.length < count) {
    const port = await freePort();
    if (!picked.includes(port)) picked.push(port);
  }
  return picked;
}

/** The compose services that are not web apps: PostgreSQL, the mail catcher, the replicas and the proxy. */
async function startComposeBackend(env, { freshDb, quiet, onExit }) {
  const log = (name) => (line) => !quiet && console.log(`[${name}] ${line}`);
  const cleanups = [];
  try {
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
    const internal = await replicaPorts(env, count);
    const { DATA_DIR: _pglite, ...base } = env;
    // Replicas share FILES_DIR as compose's share a volume; a throwaway database gets a throwaway file store.
    if (freshDb && !base.FILES_DIR) {
      const filesDir = mkdtempSync(join(tmpdir(), 'permit-files-'));
      base.FILES_DIR = filesDir;
      cleanups.push(async () => rmSync(filesDir, { recursive: true, force: true }));
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
          // One hop: the proxy below sets X-Forwarded-For.
          TRUST_PROXY: '1',
          SEED: i === 0 ? (env.SEED ?? 'true') : 'false',
        },
      })),
      { quiet, onExit },
    );
    cleanups.push(api.stop);
    await api.start();

    const proxy = createApiProxy({
      upstreams: internal.map((port) => ({ port })),
      port: ports.portOf('api', env),
      log: log('api-proxy'),
    });
    await proxy.listen();
    cleanups.push(proxy.close);
    return {
      api,
      postgres,
      mail,
      databaseUrl,
      stop: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw error;
  }
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
  const apiPort = ports.portOf('api', env);
  let stopping = false;
  const reportExit = (name, code) => {
    if (!stopping) onExit(name, code);
  };

  const backend =
    topology === 'compose'
      ? await startComposeBackend(env, { freshDb, quiet, onExit: reportExit })
      : await (async () => {
          // The shell's static server proxies /api from this machine and names the browser in X-Forwarded-For:
          // the API believes that header from loopback only (the login limits key on the client address).
          const apiEnv = { TRUST_PROXY: LOOPBACK_PROXIES, ...env };
          const api = apiProcesses([{ name: 'api', port: apiPort, env: apiEnv }], { quiet, onExit: reportExit });
          try {
            await api.start();
          } catch (error) {
            await api.stop();
            throw error;
          }
          return { api, postgres: null, mail: null, databaseUrl: env.DATABASE_URL ?? null, stop: api.stop };
        })();

  const statics = {};
  for (const app of apps) {
    statics[app] = spawnStatic(app, env, quiet);
    statics[app].on('exit', (code) => reportExit(app, code));
  }
  const stop = async () => {
    stopping = true;
    await Promise.all(
      Object.values(statics).map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null || c.signalCode) return resolve();
            c.once('exit', resolve);
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    await backend.stop();
  };
  try {
    for (const app of apps) await waitFor(`http://127.0.0.1:${ports.portOf(app, env)}/healthz`, { child: statics[app] });
  } catch (e) {
    await stop();
    throw e;
  }
  const urls = Object.fromEntries([
    ['api', `http://localhost:${apiPort}`],
    ...apps.map((a) => [a, `http://localhost:${ports.portOf(a, env)}`]),
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
