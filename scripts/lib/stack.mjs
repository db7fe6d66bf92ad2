// The local topology of docker-compose.yml as plain processes: the API and one static server per web
// app, with the same ports and env names. Used by `npm start` and by the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, WEB_APPS, ports } from './apps.mjs';

async function waitFor(url, { timeoutMs = 120_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function prefixed(child, name, quiet) {
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (!quiet) console.log(`[${name}] ${line}`);
      }
    });
  }
}

export function spawnStatic(app, env, quiet) {
  const child = spawn(process.execPath, [join(ROOT, 'tooling', 'serve-static.js'), '--app', app], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child, app, quiet);
  return child;
}

/**
 * @param {{ env?: Record<string,string>, build?: boolean, quiet?: boolean, apps?: string[] }} options
 */
export async function startStack({ env: extra = {}, build = true, quiet = false, apps = WEB_APPS } = {}) {
  // Request logs every 5 s poll would bury the start-up summary; LOG_LEVEL=info brings them back.
  const env = { LOG_LEVEL: 'warn', ...process.env, ...extra };
  if (build) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')], { cwd: ROOT, stdio: 'inherit', env });
    if (r.status !== 0) throw new Error('build failed');
  }
  const children = {};
  const apiPort = ports.portOf('api', env);
  children.api = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: { ...env, API_PORT: String(apiPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(children.api, 'api', quiet);
  for (const app of apps) children[app] = spawnStatic(app, env, quiet);

  const stop = async () => {
    await Promise.all(
      Object.values(children).map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null || c.signalCode) return resolve();
            c.once('exit', resolve);
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, { child: children.api, timeoutMs: 180_000 });
    for (const app of apps) await waitFor(`http://127.0.0.1:${ports.portOf(app, env)}/healthz`, { child: children[app] });
  } catch (e) {
    await stop();
    throw e;
  }
  const urls = Object.fromEntries([
    ['api', `http://localhost:${apiPort}`],
    ...apps.map((a) => [a, `http://localhost:${ports.portOf(a, env)}`]),
  ]);
  return { urls, children, stop };
}
