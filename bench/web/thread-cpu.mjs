// CPU time per browser thread over a few page loads, from a Chromium trace: the page's main thread, the
// service worker's thread, the browser process's threads. On a 2-core device they all share two cores, so work
// the worker does (a fetch event, a cache lookup or write per request) is time the page waits for; the V8
// profiler of the page (main-thread.mjs) sees only the page's own thread.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Sums each thread's top-level tasks (trace category `toplevel`, thread time where the trace has it). */
function cpuByThread(traceEvents) {
  const names = new Map();
  for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const processes = new Map();
  for (const e of traceEvents) if (e.ph === 'M' && e.name === 'process_name') processes.set(e.pid, e.args.name);
  const cpu = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !e.dur || !String(e.cat).split(',').includes('toplevel')) continue;
    const key = `${processes.get(e.pid) ?? e.pid} · ${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
    cpu.set(key, (cpu.get(key) ?? 0) + (e.tdur ?? e.dur));
  }
  return cpu;
}

/**
 * Runs `load` (one page load) `runs` times under a trace and returns milliseconds of CPU per load, per thread
 * ("process · thread"), largest first.
 * @returns {Promise<Array<[string, number]>>}
 */
export async function threadCpu(browser, page, load, runs) {
  const dir = mkdtempSync(join(tmpdir(), 'permit-trace-'));
  const total = new Map();
  try {
    for (let i = 0; i < runs; i += 1) {
      const path = join(dir, `trace-${i}.json`);
      await browser.startTracing(page, { path, categories: ['__metadata', 'toplevel'] });
      await load();
      await browser.stopTracing();
      for (const [key, micros] of cpuByThread(JSON.parse(readFileSync(path, 'utf8')).traceEvents)) {
        total.set(key, (total.get(key) ?? 0) + micros);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [...total].map(([key, micros]) => [key, micros / 1000 / runs]).sort((a, b) => b[1] - a[1]);
}
