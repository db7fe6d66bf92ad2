// The API as the benches run it: its own process on loopback, started from a checkout, waited for by health.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Starts `api/src/main.ts` of the checkout `root` with `env` over a quiet production default; keeps its output. */
export function spawnApi(root, env) {
  // BENCH_CPU_PROF=folder: the API writes a V8 CPU profile there when it stops (open it in Chrome DevTools or
  // summarise it with `node bench/lib/cpu-profile-top.mjs`), to see where a scenario's time goes.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The figures are of the request path; the expiry timer is off.
      EXPIRY_INTERVAL_SECONDS: '0',
      TOKEN_SECRET: randomBytes(24).toString('hex'),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/** Resolves once /api/health answers; fails with the API's output if it stops or stays silent for `seconds`. */
export async function waitForHealth(base, api, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API stopped:\n${api.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not answer /api/health within ${seconds} s:\n${api.output()}`);
}
