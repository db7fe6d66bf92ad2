#!/usr/bin/env node
// Uploads against health, one command: `npm run bench:upload`.
//
// Starts the API on embedded PGlite (a throwaway data folder and file store, demo seed), logs in as the
// demo creator, and sends BENCH_UPLOADS concurrent uploads of BENCH_UPLOAD_BYTES each to fresh permits,
// BENCH_ROUNDS times, while one client calls /api/health back to back. Prints /api/health p50/p99 during
// the uploads, the API process's RSS growth (peak during the uploads − the settled figure before them),
// and PASS/MISS against the goals: p99 ≤ 300 ms, growth ≤ 50 MB. Traffic goes to 127.0.0.1 only.
//
// Environment: BENCH_UPLOADS (default 3), BENCH_UPLOAD_BYTES (default 10 MB, the upload limit),
// BENCH_ROUNDS (default 3), BENCH_API_DIR (a checkout whose api/src/main.ts to run, default this one:
// point it at an older tree to measure before/after), BENCH_JSON=path to also write the figures as JSON.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/postgres.mjs';
import { spawnApi, waitForHealth } from './lib/bench-api.mjs';
import { ROOT, envNumber as num } from './lib/bench-env.mjs';

const UPLOADS = num('BENCH_UPLOADS', 3);
const UPLOAD_BYTES = num('BENCH_UPLOAD_BYTES', 10 * 1024 * 1024);
const ROUNDS = num('BENCH_ROUNDS', 3);
const API_DIR = path.resolve(process.env.BENCH_API_DIR ?? ROOT);
const GOALS = { p99Ms: 300, rssGrowthMb: 50 };
const MB = 1024 * 1024;

const log = (msg) => console.log(`[bench:upload] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** Resident memory of a process, in bytes (Linux /proc). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

function startApi(port, dataDir, filesDir) {
  return spawnApi(API_DIR, {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    FILES_DIR: filesDir,
    API_PORT: String(port),
    SEED: 'true',
    FILE_LIMIT_BYTES: String(Math.max(UPLOAD_BYTES, 10 * MB)),
  });
}

async function call(base, url, init) {
  const res = await fetch(`${base}${url}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Calls /api/health one after another until stopped; each latency is kept with its start time. */
function healthProbe(base) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      samples.push({ at: t0, ms: performance.now() - t0, ok: res.ok });
      await sleep(5);
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Samples the API's RSS every 20 ms until stopped. */
function rssProbe(pid) {
  const samples = [];
  const timer = setInterval(() => samples.push({ at: performance.now(), bytes: rssOf(pid) }), 20);
  return { samples, stop: () => clearInterval(timer) };
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi(port, path.join(work, 'pglite'), path.join(work, 'files'));
  const stop = () => {
    if (api.child.exitCode === null) api.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth(base, api, 120);
    log(`API (${API_DIR}) up on ${base}, PGlite in ${work}`);
    const { token } = await call(base, '/api/users/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'creator@demo.ru', password: 'demo1234' }),
    });
    const auth = { authorization: `Bearer_${token}` };
    const draft = async () =>
      (
        await call(base, '/api/nd_processing/create_nd', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{"draft":true}',
        })
      ).id;
    const body = new Blob([randomBytes(UPLOAD_BYTES)], { type: 'application/pdf' });
    const upload = async (ndId, name, blob) => {
      const form = new FormData();
      form.append('file', blob, name);
      const t0 = performance.now();
      const { addFiles } = await call(base, `/api/nd_processing/uploadAddFiles?NdID=${ndId}&delete=false&name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      // The figures count only if the file really arrived whole.
      if (!addFiles.some((f) => f.name === name && f.size === blob.size)) throw new Error(`${name}: not stored (${JSON.stringify(addFiles)})`);
      return performance.now() - t0;
    };

    // Warm-up: every code path once, with a small file, then let the process settle.
    await upload(await draft(), 'warm-up.pdf', new Blob([randomBytes(64 * 1024)]));
    for (let i = 0; i < 20; i += 1) await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    await sleep(1500);
    const settled = [];
    for (let i = 0; i < 10; i += 1) {
      settled.push(rssOf(api.child.pid));
      await sleep(50);
    }
    const baseline = settled.sort((a, b) => a - b)[Math.floor(settled.length / 2)];

    const health = healthProbe(base);
    const rss = rssProbe(api.child.pid);
    const windows = [];
    const uploadMs = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const permits = await Promise.all(Array.from({ length: UPLOADS }, draft));
      const t0 = performance.now();
      uploadMs.push(...(await Promise.all(permits.map((id, i) => upload(id, `round${round}-${i}.pdf`, body)))));
      windows.push([t0, performance.now()]);
      log(`round ${round}: ${UPLOADS} × ${(UPLOAD_BYTES / MB).toFixed(1)} MB uploaded in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
      await sleep(300);
    }
    await health.stop();
    rss.stop();

    const during = (at) => windows.some(([a, b]) => at >= a && at <= b);
    const latencies = health.samples
      .filter((s) => during(s.at))
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const failed = health.samples.filter((s) => !s.ok).length;
    const peak = Math.max(...rss.samples.map((s) => s.bytes));
    const figures = {
      apiDir: API_DIR,
      uploads: UPLOADS,
      uploadBytes: UPLOAD_BYTES,
      rounds: ROUNDS,
      healthCalls: latencies.length,
      healthFailed: failed,
      healthP50Ms: percentile(latencies, 50),
      healthP99Ms: percentile(latencies, 99),
      healthMaxMs: latencies.at(-1),
      uploadP50Ms: percentile(
        [...uploadMs].sort((a, b) => a - b),
        50,
      ),
      rssBaselineMb: baseline / MB,
      rssPeakMb: peak / MB,
      rssGrowthMb: (peak - baseline) / MB,
    };
    const verdict = (ok) => (ok ? 'PASS' : 'MISS');
    const f = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
    console.log(
      [
        '',
        `| показатель | значение | цель | итог |`,
        `|---|---:|---:|---|`,
        `| /api/health p50 во время загрузок, мс | ${f(figures.healthP50Ms)} | — | — |`,
        `| /api/health p99 во время загрузок, мс (${figures.healthCalls} вызовов, max ${f(figures.healthMaxMs)}) | ${f(figures.healthP99Ms)} | ≤ ${GOALS.p99Ms} | ${verdict(figures.healthP99Ms <= GOALS.p99Ms && failed === 0)} |`,
        `| рост RSS API, МБ (${f(figures.rssBaselineMb)} → пик ${f(figures.rssPeakMb)}) | ${f(figures.rssGrowthMb)} | ≤ ${GOALS.rssGrowthMb} | ${verdict(figures.rssGrowthMb <= GOALS.rssGrowthMb)} |`,
        `| загрузка ${UPLOADS} × ${f(UPLOAD_BYTES / MB)} МБ, p50 одной, мс | ${f(figures.uploadP50Ms)} | — | — |`,
        '',
      ].join('\n'),
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
