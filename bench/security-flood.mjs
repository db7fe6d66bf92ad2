#!/usr/bin/env node
// Cost floods by anonymous clients, one command: `npm run bench:security` (docs/security.md).
//
// Starts the API as `npm start` does (scripts/lib/stack.mjs: PGlite, seeded, TRUST_PROXY = loopback, the
// shell's proxy), on a free port and a throwaway data folder, and runs each flood for BENCH_DURATION
// seconds while it measures /api/health (one request after another) and a legitimate login of a demo
// user from its own client address:
//   - forget, one address:   200 concurrent `password/forget` calls for unknown e-mails from one client;
//   - forget, 200 addresses: (beyond the issue's goals, reported apart) the same, each call from another
//                            client: a botnet the per-address limit cannot stop;
//   - 1 MB JSON:             10 clients posting a megabyte of nested JSON to the login route, each call
//                            from another client (so the body cap, not the address limit, answers);
//   - login, 200 addresses:  (beyond the issue's goals, reported apart) logins of made-up accounts, each
//                            from another client: every one is a password check for a missing account.
// Client addresses travel in X-Forwarded-For from 127.0.0.1, exactly as the shell's static server sends
// them. Goals (issue 19): /api/health p99 ≤ 150 ms and the login ≤ 1.5 s during each flood.
// Loopback only; bounded: BENCH_DURATION (s, default 10) per flood, BENCH_FLOOD (default 200) connections.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../scripts/lib/apps.mjs';
import { freePort } from '../scripts/lib/postgres.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { envNumber as num } from './lib/bench-env.mjs';

const GOAL = { healthP99: 150, login: 1500 };

/** The flood itself runs in a worker thread, so its own work does not delay this thread's measurements. */
function flood({ base, kind, connections, duration }) {
  let n = 0;
  // Client addresses from the benchmarking range (RFC 2544), one per call where the scenario spreads them.
  const address = (i) => `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
  const nested = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;
  const request =
    kind === 'json'
      ? {
          method: 'POST',
          path: '/api/users/auth/login',
          body: nested,
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': address(++n) } }),
        }
      : kind === 'login-spread'
        ? {
            method: 'POST',
            path: '/api/users/auth/login',
            setupRequest: (req) => {
              n += 1;
              const body = JSON.stringify({ username: `nobody-${n}@flood.test`, password: 'wrong-password' });
              return { ...req, body, headers: { ...req.headers, 'x-forwarded-for': address(n) } };
            },
          }
        : {
            method: 'POST',
            path: '/api/users/password/forget',
            setupRequest: (req) => {
              n += 1;
              const from = kind === 'forget-spread' ? address(n) : address(0);
              const body = JSON.stringify({ e_mail: `nobody-${n}@flood.test`, username: `nobody-${n}` });
              return { ...req, body, headers: { ...req.headers, 'x-forwarded-for': from } };
            },
          };
  return new Promise((resolve, reject) => {
    const statuses = {};
    const instance = autocannon(
      { url: base, connections, duration, timeout: 30, headers: { 'content-type': 'application/json' }, requests: [request] },
      (error, result) =>
        error ? reject(error) : resolve({ requests: Object.values(statuses).reduce((a, b) => a + b, 0), errors: result.errors, statuses }),
    );
    instance.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  });
}

function runFloodWorker(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m)));
    worker.once('error', reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** /api/health one after another until `until`, each latency recorded. */
async function probeHealth(base, until) {
  const times = [];
  let failed = 0;
  while (performance.now() < until) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (!res.ok) failed += 1;
    } catch {
      failed += 1;
    }
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { times, failed };
}

/** A demo user's login from its own browser, through the shell's proxy (X-Forwarded-For from loopback). */
async function legitLogin(base, client) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ username: DEMO_LOGINS[1][0], password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(60_000),
  }).catch((error) => ({ status: String(error.name), arrayBuffer: async () => undefined }));
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

/** Health probes for the whole window and a login every `loginEveryMs`, while `work` (the flood) runs. */
async function measure(base, { seconds, client, work }) {
  const flooding = work?.();
  // Let the flood reach full strength before measuring.
  if (flooding) await new Promise((r) => setTimeout(r, 1000));
  const until = performance.now() + (seconds - (flooding ? 2 : 0)) * 1000;
  const health = probeHealth(base, until);
  const logins = [];
  while (performance.now() < until - 500) {
    logins.push(await legitLogin(base, client));
    await new Promise((r) => setTimeout(r, 1500));
  }
  const { times, failed } = await health;
  const floodResult = flooding ? await flooding : null;
  return { p50: percentile(times, 50), p99: percentile(times, 99), probes: times.length, failed, logins, flood: floodResult };
}

async function main() {
  const seconds = num('BENCH_DURATION', 10, 60);
  const connections = num('BENCH_FLOOD', 200, 500);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'permit-flood-'));
  const port = await freePort();
  console.log(`[bench] API как у npm start (PGlite в ${dataDir}, порт ${port}); запуск и начальные данные…`);
  const stack = await startStack({
    build: false,
    quiet: true,
    apps: [],
    env: { API_PORT: String(port), DATA_DIR: dataDir, SEED: 'true', EXPIRY_INTERVAL_SECONDS: '0', LOG_LEVEL: 'error' },
  });
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    const scenarios = [
      { name: 'без нагрузки', client: '192.0.2.10' },
      { name: `forget ×${connections}, один адрес`, client: '192.0.2.11', kind: 'forget-one', connections },
      { name: `forget ×${connections}, ${connections}+ адресов`, client: '192.0.2.12', kind: 'forget-spread', connections, extra: true },
      { name: 'JSON 1 МБ ×10 на вход', client: '192.0.2.13', kind: 'json', connections: 10 },
      { name: `вход ×${connections} несуществующих, ${connections}+ адресов`, client: '192.0.2.14', kind: 'login-spread', connections, extra: true },
    ];
    for (const s of scenarios) {
      console.log(`[bench] ${s.name}: ${seconds} с`);
      const work = s.kind ? () => runFloodWorker({ base, kind: s.kind, connections: s.connections, duration: seconds }) : undefined;
      // The machine's load before the scenario: other work on it inflates every figure.
      const load = loadavg()[0];
      rows.push({ ...s, load, ...(await measure(base, { seconds: s.kind ? seconds : Math.min(seconds, 5), client: s.client, work })) });
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const f = (v) => (Number.isFinite(v) ? v.toFixed(0) : '—');
  console.log('\n| сценарий | запросов флуда (ответы) | /api/health p50, мс | p99, мс | вход, мс (макс.) | load avg | итог |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  let allMet = true;
  for (const r of rows) {
    const loginMax = Math.max(...r.logins.map((l) => l.ms));
    const loginsOk = r.logins.length > 0 && r.logins.every((l) => l.status === 200);
    const met = r.p99 <= GOAL.healthP99 && loginMax <= GOAL.login && loginsOk && r.failed === 0;
    if (r.kind && !r.extra) allMet &&= met;
    const answers = r.flood
      ? `${r.flood.requests} (${Object.entries(r.flood.statuses)
          .map(([s, c]) => `${s}×${c}`)
          .join(', ')}${r.flood.errors ? `, ошибок ${r.flood.errors}` : ''})`
      : '—';
    const logins = r.logins.map((l) => (l.status === 200 ? f(l.ms) : `${f(l.ms)}/${l.status}`)).join(' ');
    console.log(
      `| ${r.name} | ${answers} | ${f(r.p50)} | ${f(r.p99)} | ${f(loginMax)} (${logins}) | ${r.load.toFixed(1)} | ${r.kind ? `${met ? 'PASS' : 'MISS'}${r.extra ? ' (сверх цели)' : ''}` : 'база'} |`,
    );
  }
  console.log(`\nЦели во время флуда: /api/health p99 ≤ ${GOAL.healthP99} мс, вход ≤ ${GOAL.login} мс. Итог: ${allMet ? 'PASS' : 'MISS'}`);
  process.exitCode = allMet ? 0 : 1;
}

// The same file is the flood's worker thread (declarations above are initialised by now).
if (!isMainThread) {
  flood(workerData).then(
    (result) => parentPort.postMessage(result),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
} else {
  await main();
}
