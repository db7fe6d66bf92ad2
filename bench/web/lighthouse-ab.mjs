#!/usr/bin/env node
// Two builds of the web apps compared by alternating Lighthouse audits (mobile defaults: slow 4G, 4× CPU):
// `node --import tsx bench/web/lighthouse-ab.mjs A B`, where A and B are folders holding a copy of each app's
// dist folder (A/shell, A/mf-permits, …), as `--save FOLDER` writes them from the apps' current builds.
//
// Why alternate: the machine's speed changes two to four times from one hour to the next (docs/performance.md),
// so two builds audited one after the other compare the hours, not the builds. Here the stack runs once, and
// before each audit the variant's files are copied into the apps' dist folders (the static servers read files
// per request); pairs go A B, B A, A B … so neither build always runs first. Every audit is a first visit
// (lighthouse.mjs). The apps' own dist folders are put back at the end.
//
// Environment: BENCH_AB_PAIRS (default 5), BENCH_PATH (default /nd; /auth is audited signed out),
// BENCH_LIGHTHOUSE_CPU as for bench:web.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser.ts';
import { ROOT, WEB_APPS } from '../../scripts/lib/apps.mjs';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { ensureChromium } from '../../scripts/lib/system-deps.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { auditPages } from './lighthouse.mjs';
import { browserSpeed } from './machine-speed.mjs';
import { sessionOf } from './session.mjs';

const PAIRS = Number(process.env.BENCH_AB_PAIRS || 5);
const PATH = process.env.BENCH_PATH || '/nd';

const distOf = (app) => join(ROOT, app, 'dist');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const PAIR_WORDS = { one: 'пара', few: 'пары', many: 'пар', other: 'пары' };
const pairs = (n) => `${n} ${PAIR_WORDS[new Intl.PluralRules('ru').select(n)]}`;

/** Copies each app's dist folder into `folder`/<app> (replacing what is there). */
function save(folder, from = distOf) {
  for (const app of WEB_APPS) {
    if (!existsSync(from(app))) throw new Error(`no build of ${app}: ${from(app)}`);
    rmSync(join(folder, app), { recursive: true, force: true });
    cpSync(from(app), join(folder, app), { recursive: true });
  }
}

/** Puts `folder`'s copies in place of the apps' dist folders. */
function use(folder) {
  for (const app of WEB_APPS) {
    rmSync(distOf(app), { recursive: true, force: true });
    cpSync(join(folder, app), distOf(app), { recursive: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--save' && args[1]) {
    save(resolve(args[1]));
    console.log(`сборки приложений скопированы в ${resolve(args[1])}`);
    return;
  }
  if (args.length !== 2) throw new Error('usage: lighthouse-ab.mjs A B  |  lighthouse-ab.mjs --save FOLDER');
  const variants = { A: resolve(args[0]), B: resolve(args[1]) };
  for (const folder of Object.values(variants))
    for (const app of WEB_APPS) if (!existsSync(join(folder, app))) throw new Error(`no ${app} in ${folder}`);

  const chromiumPath = ensureChromium();
  if (chromiumPath) process.env.CHROMIUM_PATH = chromiumPath;
  const work = mkdtempSync(join(tmpdir(), 'permit-bench-ab-'));
  const own = join(work, 'own');
  save(own);
  const launchOptions = chromiumLaunchOptions();
  const browser = await chromium.launch(launchOptions);
  let stack = null;
  const results = { A: [], B: [] };
  try {
    stack = await startStack({ build: false, quiet: true, env: { DATA_DIR: join(work, 'db'), LOG_LEVEL: 'warn' } });
    const baseURL = stack.urls.shell;
    // The machine's own speed, as bench:web prints it: audits of two runs compare only at close readings.
    const { blankPageMs, scriptMs } = await browserSpeed(browser);
    console.log(`машина: пустая страница ${blankPageMs} мс, эталонный скрипт ${scriptMs} мс`);
    const storageState = PATH.startsWith('/auth') ? undefined : await sessionOf(browser, baseURL, 'creator@demo.ru');
    for (let i = 0; i < PAIRS; i += 1) {
      for (const name of i % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        use(variants[name]);
        const [r] = await auditPages({
          chromium,
          launchOptions,
          port: await freePort(),
          runs: 1,
          mobile: true,
          pages: [{ url: `${baseURL}${PATH}`, storageState }],
        });
        results[name].push(r);
        console.log(`пара ${i + 1}, ${name}: ${String(r.performance).padStart(3)}  (${r.metrics})`);
      }
    }
  } finally {
    use(own);
    await browser.close();
    await stack?.stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\n==================== Lighthouse мобильный ${PATH}, ${pairs(PAIRS)} поочерёдно ====================`);
  for (const [name, rows] of Object.entries(results)) {
    const list = (key) => rows.map((r) => Math.round(r[key])).join(' / ');
    console.log(`${name} (${variants[name]}):`);
    console.log(`  балл ${list('performance')}  — медиана ${Math.round(median(rows.map((r) => r.performance)))}`);
    console.log(`  LCP  ${list('lcpMs')} мс  — медиана ${Math.round(median(rows.map((r) => r.lcpMs)))}`);
    console.log(`  TBT  ${list('tbtMs')} мс  — медиана ${Math.round(median(rows.map((r) => r.tbtMs)))}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
