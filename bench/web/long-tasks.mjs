#!/usr/bin/env node
// The long tasks of a first visit, each with what it is made of: `node --import tsx bench/web/long-tasks.mjs`.
//
// Lighthouse's mobile TBT is the sum of the main thread's tasks over 50 ms (each less 50 ms) with the CPU slowed
// four times. This loads the route as a first visit (a new browser context, the service worker blocked: a phone's
// first load) with the page's main thread slowed BENCH_CPU times (default 4), under a Chromium trace and V8's
// sampling profiler, and prints every task over 50 ms: when it started, how long it took, the trace's largest
// events in it (a script's evaluation, style and layout) and the functions that took its time, named by the
// builds' source maps (a package as ~name/file, the apps' own code by its path). Run it under the bench lock.
//
// Environment: BENCH_PATH (default /nd), BENCH_LOGIN (default creator@demo.ru), BENCH_RUNS (default 1),
// BENCH_CPU (default 4), BENCH_READY (a page-side condition, default: 20 rows of the list), BENCH_LONG_MS (default
// 50), BENCH_MOBILE=1 (Lighthouse's phone screen, 412 × 823, touch; the list is then cards: set BENCH_READY).
// BENCH_CPU=1 BENCH_LONG_MS=12.5 shows the tasks Lighthouse's simulation counts as long: it observes the load at
// full speed and multiplies each task by four, so a task of 12.5 ms on this machine is 50 ms on its phone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { ROOT, WEB_APPS } from '../../scripts/lib/apps.mjs';
import { loadRoute, probeContext } from './browser-measure.mjs';
import { withPortal } from './portal-run.mjs';
import { sessionOf } from './session.mjs';

const PATH = process.env.BENCH_PATH || '/nd';
const LOGIN = process.env.BENCH_LOGIN ?? 'creator@demo.ru';
const RUNS = Number(process.env.BENCH_RUNS || 1);
const CPU = Number(process.env.BENCH_CPU || 4);
const READY = process.env.BENCH_READY || `() => document.querySelectorAll('main table tbody tr').length >= 20`;
const LONG_US = Number(process.env.BENCH_LONG_MS || 50) * 1000;
const MOBILE = process.env.BENCH_MOBILE === '1' ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } : {};

const fileOf = (url) => url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');

/** Names a profile frame by the source maps of the built apps: `function source:line`. */
function frameNamer() {
  const consumers = new Map();
  const consumer = async (file) => {
    if (!consumers.has(file)) {
      const map = WEB_APPS.map((app) => join(ROOT, app, 'dist', `${file}.map`)).find((p) => existsSync(p));
      consumers.set(file, map ? await new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return consumers.get(file);
  };
  return async ({ url, functionName, lineNumber, columnNumber }) => {
    if (!url) return functionName || '(native)';
    const map = await consumer(fileOf(url));
    if (!map) return `${functionName || '?'} ${fileOf(url)}`;
    const at = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = (at.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '~');
    return `${at.name || functionName || '?'} ${source}:${at.line}`;
  };
}

/** The renderer's main thread in a trace: the one that parsed the page. */
function mainThread(events) {
  const parse = events.find((e) => e.name === 'ParseHTML');
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

async function measure(browser, baseURL, storageState, name) {
  const context = await browser.newContext({ baseURL, storageState, serviceWorkers: 'block', ...MOBILE });
  await probeContext(context, READY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
  await cdp.send('Profiler.start');
  const { readyMs } = await loadRoute(page, PATH, READY, { settle: true });
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const main = mainThread(events);
  if (!main) throw new Error('в трассе нет разбора страницы');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const origin = events.find((e) => e.pid === main.pid && e.name === 'navigationStart')?.ts ?? profile.startTime;
  // RunTask events nest (the scheduler's inside the thread's): the outermost of each is kept.
  const tasks = [];
  for (const e of onMain.filter((x) => /RunTask$/.test(x.name) && x.dur > LONG_US).sort((a, b) => a.ts - b.ts)) {
    if (tasks.length > 0 && e.ts < tasks.at(-1).end) continue;
    tasks.push({ start: e.ts, end: e.ts + e.dur, self: new Map(), app: new Map() });
  }
  let clock = profile.startTime;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
  for (let i = 0; i < profile.samples.length; i += 1) {
    clock += profile.timeDeltas[i];
    const node = nodes.get(profile.samples[i]);
    const task = tasks.find((t) => t.start <= clock && clock < t.end);
    if (!task || node.callFrame.functionName === '(idle)') continue;
    const key = await name(node.callFrame);
    const us = profile.timeDeltas[i + 1] ?? 0;
    task.self.set(key, (task.self.get(key) ?? 0) + us);
    // The nearest frame of the apps' own code under it (a component, a module's top level): whose work it was.
    for (let id = node.id; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id).callFrame;
      if (!frame.url) continue;
      const own = await name(frame);
      if (own.includes('~') || !/(^| )(src|shared-contracts|dev-kit)\//.test(own.replace(/^\S+ /, ' '))) continue;
      task.app.set(own, (task.app.get(own) ?? 0) + us);
      break;
    }
  }
  const blocking = tasks.reduce((sum, t) => sum + (t.end - t.start - LONG_US), 0);
  console.log(
    `\n${PATH}: до строк ${Math.round(readyMs)} мс; задач дольше ${LONG_US / 1000} мс: ${tasks.length}, сверх ${LONG_US / 1000} мс в сумме ${Math.round(blocking / 1000)} мс`,
  );
  for (const task of tasks) {
    const inside = new Map();
    for (const e of onMain) {
      if (e.ts < task.start || e.ts >= task.end || e.dur < 3000 || /RunTask$/.test(e.name)) continue;
      const key = [e.name, e.args?.data?.url && fileOf(e.args.data.url)].filter(Boolean).join(' ');
      inside.set(key, Math.max(inside.get(key) ?? 0, e.dur));
    }
    const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    console.log(`  ${String(Math.round((task.start - origin) / 1000)).padStart(6)} мс: ${Math.round((task.end - task.start) / 1000)} мс`);
    console.log(
      `      трасса: ${top(inside, 4)
        .map(([k, us]) => `${k} ${Math.round(us / 1000)}`)
        .join(' | ')}`,
    );
    for (const [key, us] of top(task.self, 5)) console.log(`      ${(us / 1000).toFixed(1).padStart(7)} мс  ${key}`);
    for (const [key, us] of top(task.app, 6)) console.log(`      ${(us / 1000).toFixed(1).padStart(7)} мс  в коде приложений: ${key}`);
  }
}

const name = frameNamer();
await withPortal('long-tasks', async ({ browser, baseURL }) => {
  const storageState = LOGIN ? await sessionOf(browser, baseURL, LOGIN) : undefined;
  for (let i = 0; i < RUNS; i += 1) await measure(browser, baseURL, storageState, name);
});
