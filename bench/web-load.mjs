#!/usr/bin/env node
// Front-end benchmark, one command: `npm run bench:web`.
//
// Builds the four production apps (scripts/build-all.mjs, unchanged apps are skipped), serves them as
// `npm start` does (scripts/lib/stack.mjs: the API on a fresh embedded database with the demo seed, one
// static server per app), and drives the Debian Chromium of the e2e tests. Per route it reports the gzip
// size of the JavaScript loaded (split into shared libraries and app code), the request count, the copies of
// each shared library, the time to the login form and the time to 20 rows on /nd (median of BENCH_RUNS cold
// and warm loads) against a floor page built and served in the same run (bench/web/floor-page: React only, the
// same ndSearch call, 20 rows in a plain table; for reference, /nd once more with its service worker blocked, and
// the same table in a remote that a host finds at run time, bench/web/federated-floor: what the architecture costs),
// then Lighthouse scores of /auth and /nd, desktop and with Lighthouse's mobile defaults (simulated slow 4G,
// 4× CPU). Every figure is printed against its budget; the exit code is 1 when one is missed. Absolute
// milliseconds follow the machine, so the /nd budget is its ratio to the floor page; three readings of the
// machine's own speed come first (machine-speed.mjs).
//
// Environment: BENCH_RUNS (default 5), BENCH_LIGHTHOUSE_RUNS (default 3; 0 skips Lighthouse), BENCH_VERBOSE=1
// (every script of each route with its gzip size and app-code part), BENCH_JSON
// (write the figures to this file), BENCH_LIGHTHOUSE_REPORTS (a folder: the first Lighthouse report of each page as
// JSON, with its long tasks and request chain), BENCH_LIGHTHOUSE_CPU (the mobile audits' CPU slowdown instead of 4,
// the network kept: 1 shows what the network alone allows), BENCH_ROUTES (a comma-separated list such as `/auth,/nd`: only these routes in
// the size table; the timings and Lighthouse run as always), SHELL_PORT/PERMITS_PORT/ADMIN_PORT/NOTIFICATIONS_PORT/API_PORT as for
// `npm start`. `--no-build` serves the dist folders as they are.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser.ts';
import { ROOT, WEB_APPS, ports } from '../scripts/lib/apps.mjs';
import { freePort } from '../scripts/lib/postgres.mjs';
import { ensureChromium } from '../scripts/lib/system-deps.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { attribute, sharedPackages } from './web/attribution.mjs';
import { loadRoute, probeContext } from './web/browser-measure.mjs';
import { sessionOf } from './web/session.mjs';
import { buildFloorPage } from './web/floor-page/build.mjs';
import { serveFloorPage } from './web/floor-page/serve.mjs';
import { buildFederatedFloor } from './web/federated-floor/build.mjs';
import { serveFederatedFloor } from './web/federated-floor/serve.mjs';
import { firstPermitId, ndSearchOf } from './web/portal-probes.mjs';
import { auditPages } from './web/lighthouse.mjs';
import { browserSpeed, pageFaultMicros } from './web/machine-speed.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const KB = 1000;
const BUDGET = {
  authJs: 250 * KB,
  ndJs: 400 * KB,
  appShare: 0.5,
  // /nd's time to 20 rows divided by the floor page's, measured the same way in the same run.
  floorRatioCold: 2.5,
  floorRatioWarm: 2,
  performance: 95,
  mobilePerformance: { '/auth': 90, '/nd': 80 },
  accessibility: 95,
};

/** Page-side conditions (function sources) for "the route shows its content". */
const READY = {
  loginForm: `() => document.querySelector('input[type=password]') !== null`,
  home: `() => /Добро пожаловать/.test(document.querySelector('main h1')?.textContent ?? '')`,
  rows: `() => document.querySelectorAll('main table tbody tr').length >= 20`,
  show: `() => /Наряд-допуск №/.test(document.querySelector('main h1')?.textContent ?? '') && document.querySelector('main .chakra-badge') !== null`,
  catalogue: `() => document.querySelector('main h1') !== null && document.querySelectorAll('main table tbody tr').length > 0`,
};

const log = (msg) => console.log(`[bench] ${msg}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

async function main() {
  if (!process.argv.includes('--no-build')) {
    log('building the production apps (scripts/build-all.mjs)…');
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
  // A fresh machine has no browser yet; the test command installs Debian's the same way.
  const chromiumPath = ensureChromium();
  if (chromiumPath) process.env.CHROMIUM_PATH = chromiumPath;
  const work = mkdtempSync(join(tmpdir(), 'permit-bench-web-'));
  // No TOKEN_SECRET: the API makes a random one in its PGlite folder (a secret written here would be published).
  const env = { DATA_DIR: join(work, 'db'), LOG_LEVEL: 'warn' };
  // The browser first: a stack started before a failed launch would be left running.
  const launchOptions = chromiumLaunchOptions();
  const browser = await chromium.launch(launchOptions);
  log('starting the stack on a fresh embedded database…');
  const stack = await startStack({ build: false, quiet: true, env }).catch(async (error) => {
    await browser.close();
    throw error;
  });
  const distByOrigin = new Map(
    WEB_APPS.flatMap((app) => {
      const dist = join(ROOT, app, 'dist');
      const port = ports.portOf(app, { ...process.env, ...env });
      return [`http://localhost:${port}`, `http://127.0.0.1:${port}`].map((origin) => [origin, dist]);
    }),
  );
  const baseURL = stack.urls.shell;
  let floor = null;
  let federatedFloor = null;
  const failures = [];
  const check = (label, value, ok, budget) => {
    if (!ok) failures.push(label);
    return `${value}  (бюджет ${budget}) ${ok ? 'OK' : 'ПРЕВЫШЕН'}`;
  };
  const figures = { machine: {}, routes: {}, timings: {}, lighthouse: [] };
  try {
    const { blankPageMs, scriptMs } = await browserSpeed(browser);
    const faultMicros = pageFaultMicros();
    figures.machine = { blankPageMs, scriptMs, pageFaultMicros: Number(faultMicros.toFixed(2)) };
    console.log('\n==================== Машина (для сравнения прогонов) ====================');
    console.log(`  пустая страница в новом контексте: ${blankPageMs} мс до load`);
    console.log(`  эталонный скрипт в странице:       ${scriptMs} мс (сортировка и JSON 50 000 записей)`);
    console.log(`  новая страница памяти (4 KiB):     ${faultMicros.toFixed(1)} мкс`);
    const creator = await sessionOf(browser, baseURL, 'creator@demo.ru');
    const admin = await sessionOf(browser, baseURL, 'admin@demo.ru');
    const id = await firstPermitId(browser, baseURL, creator);
    log('building the floor page (bench/web/floor-page)…');
    floor = await serveFloorPage(await buildFloorPage(join(work, 'floor-page')), stack.urls.api);
    // The same session in the floor page's origin: it reads the token from localStorage as the shell does.
    const floorState = { cookies: [], origins: creator.origins.map((o) => ({ ...o, origin: floor.url })) };
    const ndSearch = encodeURIComponent(await ndSearchOf(browser, baseURL, creator));
    const floorPath = `${floor.url}/?search=${ndSearch}`;
    // For reference, not a budget: the same table in a remote found at run time (bench/web/federated-floor).
    log('building the federated floor (bench/web/federated-floor)…');
    federatedFloor = await serveFederatedFloor(await buildFederatedFloor(join(work, 'federated-floor')), stack.urls.api);
    const federatedState = { cookies: [], origins: creator.origins.map((o) => ({ ...o, origin: federatedFloor.url })) };
    const federatedPath = `${federatedFloor.url}/?search=${ndSearch}`;
    const routes = [
      { path: '/auth', ready: READY.loginForm, state: undefined, budget: BUDGET.authJs },
      { path: '/', ready: READY.home, state: creator },
      { path: '/nd', ready: READY.rows, state: creator, budget: BUDGET.ndJs },
      { path: `/nd/show/${id}`, ready: READY.show, state: creator },
      { path: '/admin/type', ready: READY.catalogue, state: admin },
    ];
    const shared = sharedPackages(join(ROOT, 'shell'));
    // Several routes are measured in turns (one load pair of each, RUNS times), so a slower minute of the
    // machine weighs on all of them alike: their ratio is the figure that holds from one machine to another.
    const timed = async (...targets) => {
      const results = targets.map(() => ({ cold: [], warm: [] }));
      for (let i = 0; i < RUNS; i += 1) {
        for (const [k, [path, ready, state, options]] of targets.entries()) {
          const context = await browser.newContext({ baseURL, storageState: state, ...options });
          await probeContext(context, ready);
          const page = await context.newPage();
          // The warm load starts once the cold one's own later requests (lookups, counts, notifications) are
          // answered: with them still queued, the figure measured the API's backlog, not a warm-cache load.
          results[k].cold.push((await loadRoute(page, path, ready, { settle: true })).readyMs);
          results[k].warm.push((await loadRoute(page, path, ready)).readyMs);
          await context.close();
        }
      }
      const summary = results.map(({ cold, warm }) => ({ cold: Math.round(median(cold)), warm: Math.round(median(warm)) }));
      return targets.length === 1 ? summary[0] : summary;
    };

    console.log('\n==================== Веб-приложения: загрузка маршрутов (cold cache) ====================');
    const only = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((p) => p.trim()) : null;
    for (const route of routes.filter((r) => !only || only.includes(r.path))) {
      const context = await browser.newContext({ baseURL, storageState: route.state });
      await probeContext(context, route.ready);
      const page = await context.newPage();
      const { readyMs, requests, scripts } = await loadRoute(page, route.path, route.ready, { collect: true, distByOrigin });
      await context.close();
      const { sharedGzip, appGzip, copies, perScript, libraries } = attribute(scripts, shared);
      const total = sharedGzip + appGzip;
      figures.routes[route.path] = {
        totalGzip: total,
        sharedGzip,
        appGzip,
        libraries,
        requests,
        scripts: scripts.length,
        copies,
        readyMs: Math.round(readyMs),
      };
      console.log(`\n${route.path}`);
      console.log(
        `  JS gzip всего:             ${route.budget ? check(`${route.path} JS`, kb(total), total <= route.budget, `≤ ${kb(route.budget)}`) : kb(total)}`,
      );
      console.log(`    общие библиотеки:        ${kb(sharedGzip)}`);
      const appOk = appGzip <= sharedGzip * BUDGET.appShare;
      console.log(
        `    код приложений:          ${check(`${route.path} код приложений`, kb(appGzip), appOk, `≤ половины общих, ${kb(sharedGzip * BUDGET.appShare)}`)}`,
      );
      // Not shared, so counted above as the apps' own; shown apart to say what the apps' bytes are made of.
      const librariesGzip = Object.values(libraries).reduce((a, b) => a + b, 0);
      const top = Object.entries(libraries)
        .filter(([, bytes]) => bytes >= 1000)
        .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`);
      console.log(`      из них npm-пакеты в сборках приложений: ${kb(librariesGzip)}${top.length ? ` (${top.join(', ')})` : ''}`);
      console.log(`  запросов:                  ${requests} (скриптов ${scripts.length})`);
      const loaded = Object.entries(copies).filter(([, n]) => n > 0);
      const copiesOk = loaded.every(([, n]) => n === 1);
      const copyText = loaded.map(([lib, n]) => `${lib}×${n}`).join(', ');
      console.log(`  копий общих библиотек:     ${check(`${route.path} копии`, copyText, copiesOk, 'по 1')}`);
      console.log(`  до содержимого (1 загрузка): ${Math.round(readyMs)} мс`);
      if (VERBOSE) {
        for (const s of perScript.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kb(s.gzip).padStart(9)} (код приложений ${kb(s.app)})  ${s.url}`);
      }
    }

    console.log(`\n==================== Время (медиана ${RUNS} загрузок) ====================`);
    const login = await timed(['/auth', READY.loginForm, undefined]);
    figures.timings.loginForm = login;
    console.log(`  /auth до формы входа:      холодный кэш ${login.cold} мс, тёплый ${login.warm} мс`);
    // /nd once more with the service worker blocked, for reference only: a page the worker controls does not take
    // scripts from the browser's memory cache, so the worker is part of the warm figure (docs/performance.md).
    const [rows, floorRows, rowsNoWorker, federatedRows] = await timed(
      ['/nd', READY.rows, creator],
      [floorPath, READY.rows, floorState],
      ['/nd', READY.rows, creator, { serviceWorkers: 'block' }],
      [federatedPath, READY.rows, federatedState],
    );
    figures.timings.ndRows = rows;
    figures.timings.federatedFloorRows = federatedRows;
    figures.timings.floorRows = floorRows;
    figures.timings.ndRowsNoWorker = rowsNoWorker;
    const ratio = { cold: rows.cold / floorRows.cold, warm: rows.warm / floorRows.warm };
    figures.timings.floorRatio = { cold: Number(ratio.cold.toFixed(2)), warm: Number(ratio.warm.toFixed(2)) };
    console.log(`  /nd до 20 строк:           холодный кэш ${rows.cold} мс, тёплый ${rows.warm} мс`);
    console.log(`  нижняя граница (React, тот же ndSearch, 20 строк): холодный ${floorRows.cold} мс, тёплый ${floorRows.warm} мс`);
    console.log(
      `  /nd ÷ граница, холодный:   ${check('/nd ÷ граница (холодный)', `${ratio.cold.toFixed(2)}×`, ratio.cold <= BUDGET.floorRatioCold, `≤ ${BUDGET.floorRatioCold}×`)}`,
    );
    console.log(
      `  /nd ÷ граница, тёплый:     ${check('/nd ÷ граница (тёплый)', `${ratio.warm.toFixed(2)}×`, ratio.warm <= BUDGET.floorRatioWarm, `≤ ${BUDGET.floorRatioWarm}×`)}`,
    );
    console.log(
      `  справочно, /nd без сервис-воркера: холодный ${rowsNoWorker.cold} мс, тёплый ${rowsNoWorker.warm} мс ` +
        `(${(rowsNoWorker.cold / floorRows.cold).toFixed(2)}× / ${(rowsNoWorker.warm / floorRows.warm).toFixed(2)}× границы)`,
    );
    // What the architecture alone costs (a remote found at run time) and what the portal adds on top of it.
    const times = (a, b) => `${(a.cold / b.cold).toFixed(2)}× / ${(a.warm / b.warm).toFixed(2)}×`;
    console.log(
      `  справочно, граница с федерацией (та же таблица в ремоуте: /remotes.json → манифест → remoteEntry → модуль): ` +
        `холодный ${federatedRows.cold} мс, тёплый ${federatedRows.warm} мс — ${times(federatedRows, floorRows)} границы; /nd — ${times(rows, federatedRows)} её`,
    );

    // Desktop (its preset), then Lighthouse's mobile defaults: simulated slow 4G and a 4× slower CPU.
    for (const form of LIGHTHOUSE_RUNS > 0 ? ['desktop', 'mobile'] : []) {
      console.log(`\n==================== Lighthouse (${form}, медиана ${LIGHTHOUSE_RUNS} прогонов) ====================`);
      const results = await auditPages({
        chromium,
        launchOptions,
        port: await freePort(),
        runs: LIGHTHOUSE_RUNS,
        mobile: form === 'mobile',
        pages: [{ url: `${baseURL}/auth` }, { url: `${baseURL}/nd`, storageState: creator }],
      });
      figures.lighthouse.push(...results.map((r) => ({ ...r, form })));
      for (const r of results) {
        const path = new URL(r.url).pathname;
        const want = form === 'mobile' ? BUDGET.mobilePerformance[path] : BUDGET.performance;
        console.log(`\n${path}  (${r.metrics})`);
        console.log(`  performance:   ${check(`Lighthouse ${form} ${path} performance`, r.performance, r.performance >= want, `≥ ${want}`)}`);
        console.log(
          `  accessibility: ${check(`Lighthouse ${path} accessibility`, r.accessibility, r.accessibility >= BUDGET.accessibility, `≥ ${BUDGET.accessibility}`)}`,
        );
        // Which element the largest paint is: what to render sooner to move LCP.
        console.log(`  элемент LCP:   ${r.lcpElement ? r.lcpElement.replace(/\s+/g, ' ').slice(0, 160) : 'не назван'}`);
        if (r.fromCache > 0) console.log(`  внимание:      ${r.fromCache} запросов с диска в одном из прогонов — это не первое посещение`);
        if (r.failingA11y.length) console.log(`  не пройдены:   ${r.failingA11y.join('; ')}`);
      }
    }
  } finally {
    await floor?.close();
    await federatedFloor?.close();
    await browser.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  console.log(failures.length ? `\n[bench] бюджет превышен: ${failures.join('; ')}` : '\n[bench] все цифры в бюджете');
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exit(2);
  },
);
