// The API as one or more plain processes (the compose mirror runs replicas, `npm start` one), which the
// stack can stop and start again while the rest keeps running: the fault tests restart the API this way.
// Port 0 lets each process bind a free port itself and name it in its log; a restart takes the same port
// again, so the proxy in front (and the shell's API_URL) stays right.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { boundPort, prefixed, stopChild, track, waitFor } from './process-utils.mjs';

/** The line api/src/main.ts prints once it listens. */
const LISTENING = /API портала наряд-допусков: http:\/\/[^\s/]+:(\d+)\/api\/health/;

/**
 * @param {{ name: string, port: number, env: Record<string,string> }[]} specs started in order (port 0:
 *   a free one, then kept for restarts); each
 *   waits for the previous to be healthy (the first one migrates and seeds, as compose's depends_on).
 * @param {{ quiet?: boolean, onExit?: (name: string, code: number | null) => void }} options
 */
export function apiProcesses(specs, { quiet = false, onExit = () => {} } = {}) {
  const running = new Map();
  /** name → the port the process bound (its spec's port, or the one it took for port 0). */
  const bound = new Map();

  const spawnOne = (spec) => {
    // tsx as a loader of this node process (not the tsx wrapper), so a signal reaches the API itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(ROOT, 'api'),
      env: { ...spec.env, API_PORT: String(bound.get(spec.name) ?? spec.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(child);
    prefixed(child, spec.name, quiet);
    running.set(spec.name, child);
    child.on('exit', (code) => {
      if (running.get(spec.name) !== child) return;
      running.delete(spec.name);
      onExit(spec.name, code);
    });
    return child;
  };

  const start = async () => {
    for (const spec of specs) {
      if (running.has(spec.name)) continue;
      const child = spawnOne(spec);
      const port = await boundPort(child, LISTENING);
      bound.set(spec.name, port);
      await waitFor(`http://127.0.0.1:${port}/api/health`, { child, timeoutMs: 180_000 });
    }
  };

  /**
   * SIGTERM (the API closes its server and pool), SIGKILL after 5 s; an intended stop is not reported.
   * `names`: only these processes (one replica), else all.
   */
  const stop = (names) =>
    Promise.all(
      [...running.entries()]
        .filter(([name]) => !names || names.includes(name))
        .map(([name, child]) => {
          running.delete(name);
          return stopChild(child);
        }),
    );

  const state = () => specs.map((s) => ({ name: s.name, url: `http://127.0.0.1:${bound.get(s.name) ?? s.port}`, running: running.has(s.name) }));
  return { start, stop, state, children: () => Object.fromEntries(running) };
}
