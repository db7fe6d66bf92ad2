#!/usr/bin/env node
// Where a warm load of a route spends its main thread, per script: `node --import tsx bench/web/main-thread.mjs`.
//
// Serves the built apps as bench:web does (fresh embedded database, demo seed), signs in, loads the route once
// cold (filling the HTTP cache and the service worker), then BENCH_RUNS warm loads with V8's sampling profiler
// on. It prints each warm load's document timings (worker start, request, first and last byte, parse end), then,
// summed over the warm loads: self time per script URL (what the page's own code and each library cost), the
// heaviest functions, and the requests of the last load with their start and end (the chain the route waits on).
// Run it on a quiet machine under the bench locks, as bench:web.
//
// With BENCH_THREADS=1 it then makes BENCH_RUNS more warm loads under a Chromium trace of every process and prints
// CPU time per thread (thread-cpu.mjs): the service worker's thread and the browser's, which the page's profiler
// does not see.
//
// With BENCH_COLD=1 every measured load is a first visit instead (a new browser context: no HTTP cache, no code
// cache, no worker), the case of a phone's first load; BENCH_CPU=4 slows the page's main thread as Lighthouse's
// mobile audit does (the browser's other threads keep their speed), so the profile shows what that audit's long
// tasks are made of.
//
// Environment: BENCH_PATH (default /nd), BENCH_LOGIN (default creator@demo.ru; empty: signed out),
// BENCH_RUNS (default 5), BENCH_READY (a page-side condition, default: 20 rows of the list), BENCH_SW (allow, the
// default, or block: the same loads without the service worker), BENCH_THREADS, BENCH_COLD, BENCH_CPU.
import { loadRoute, probeContext } from './browser-measure.mjs';
import { withPortal } from './portal-run.mjs';
import { sessionOf } from './session.mjs';
import { threadCpu } from './thread-cpu.mjs';

const PATH = process.env.BENCH_PATH || '/nd';
const LOGIN = process.env.BENCH_LOGIN ?? 'creator@demo.ru';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const READY = process.env.BENCH_READY || `() => document.querySelectorAll('main table tbody tr').length >= 20`;
const SERVICE_WORKERS = process.env.BENCH_SW || 'allow';
const COLD = process.env.BENCH_COLD === '1';
const CPU = Number(process.env.BENCH_CPU || 1);
if (!(CPU >= 1)) throw new Error(`BENCH_CPU: a slowdown of 1 or more, not «${process.env.BENCH_CPU}»`);
const KIND = COLD ? 'холодная' : 'тёплая';
if (!['allow', 'block'].includes(SERVICE_WORKERS)) throw new Error(`BENCH_SW: allow or block, not «${SERVICE_WORKERS}»`);

const ms = (micros) => (micros / 1000).toFixed(1);
const short = (url) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1):\d+/, '').replace(/\?.*$/, '') || '(native)';

/** Self time per profile node, from the samples and their time deltas (microseconds). */
function selfTimes(profile) {
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return self;
}

function add(map, key, value) {
  map.set(key, (map.get(key) ?? 0) + value);
}

function printTop(title, map, rows, runs) {
  const total = [...map.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title} (всего ${ms(total / runs)} мс на загрузку)`);
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`  ${ms(value / runs).padStart(8)} мс  ${((100 * value) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
}

async function main() {
  await withPortal('main-thread', async ({ browser, baseURL }) => {
    const storageState = LOGIN ? await sessionOf(browser, baseURL, LOGIN) : undefined;
    /** A page in a context of its own, its main thread slowed BENCH_CPU times, with the profiler ready. */
    const open = async () => {
      const context = await browser.newContext({ baseURL, storageState, serviceWorkers: SERVICE_WORKERS });
      await probeContext(context, READY);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      return { context, page, cdp };
    };
    const worker = SERVICE_WORKERS === 'allow' ? 'есть' : 'заблокирован';
    let { context, page, cdp } = await open();
    if (!COLD) {
      const cold = await loadRoute(page, PATH, READY, { settle: true });
      console.log(`${PATH}: холодная загрузка ${Math.round(cold.readyMs)} мс (сервис-воркер: ${worker}, процессор ×${CPU})`);
    }
    const byUrl = new Map();
    const byFunction = new Map();
    const ready = [];
    const navigation = [];
    let resources = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (COLD && i > 0) {
        await context.close();
        ({ context, page, cdp } = await open());
      }
      await cdp.send('Profiler.start');
      const measured = await loadRoute(page, PATH, READY);
      const { profile } = await cdp.send('Profiler.stop');
      ready.push(measured.readyMs);
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      for (const [id, time] of selfTimes(profile)) {
        const { callFrame: c } = nodes.get(id);
        const where = c.url ? short(c.url) : c.functionName;
        if (where === '(idle)') continue;
        add(byUrl, where, time);
        if (c.url) add(byFunction, `${c.functionName || '(anonymous)'}  ${short(c.url)}:${c.lineNumber + 1}:${c.columnNumber + 1}`, time);
      }
      resources = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, size: e.transferSize })),
      );
      navigation.push(
        await page.evaluate(() => {
          const n = performance.getEntriesByType('navigation')[0];
          return [n.workerStart, n.fetchStart, n.requestStart, n.responseStart, n.responseEnd, n.domInteractive].map(Math.round);
        }),
      );
      // The last settle: the next load starts once this one's later requests are answered.
      await page.waitForTimeout(1_500);
    }
    console.log(`${PATH}: ${COLD ? 'холодные' : 'тёплые'} загрузки ${ready.map((t) => Math.round(t)).join(', ')} мс (процессор ×${CPU})`);
    // Where the document itself waits: the worker's start, the request, the first and last byte, the parse.
    console.log(`${PATH}: документ (workerStart, fetchStart, requestStart, responseStart, responseEnd, domInteractive), мс`);
    for (const n of navigation) console.log(`  ${n.join(', ')}`);
    printTop(`Время основного потока по скриптам, ${KIND} загрузка (self time, среднее)`, byUrl, 30, RUNS);
    printTop('Самые тяжёлые функции', byFunction, 25, RUNS);
    console.log(`\nЗапросы последней загрузки (мс от начала навигации; до строк ${Math.round(ready.at(-1))} мс)`);
    for (const r of resources.sort((a, b) => a.start - b.start)) {
      console.log(`  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${r.size > 0 ? 'сеть' : 'кэш '}  ${short(r.name)}`);
    }
    if (process.env.BENCH_THREADS === '1') {
      const { perThread, wallOnlyShare } = await threadCpu(browser, () => loadRoute(page, PATH, READY, { settle: true }), RUNS);
      const all = perThread.reduce((sum, [, msPerLoad]) => sum + msPerLoad, 0);
      console.log(`\nВремя процессора по потокам, тёплая загрузка с паузой до тишины сети (загрузок: ${RUNS}; мс на загрузку)`);
      console.log(`  всего ${all.toFixed(0)} мс; задач без времени потока (посчитаны по стенным часам): ${(100 * wallOnlyShare).toFixed(1)} %`);
      for (const [thread, msPerLoad] of perThread.slice(0, 16)) console.log(`  ${msPerLoad.toFixed(1).padStart(8)} мс  ${thread}`);
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
