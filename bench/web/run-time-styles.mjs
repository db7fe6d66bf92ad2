#!/usr/bin/env node
// How much styling a page load still resolves at run time: `node --import tsx bench/web/run-time-styles.mjs`.
//
// Serves the built apps as bench:web does (fresh embedded database, demo seed), signs in and loads each route at a
// desktop's and a phone's width without the service worker. For each load it prints the rules emotion inserted
// (each a style resolved, serialized and passed through stylis on that load), the elements carrying its classes,
// whether the load created Chakra's system at all, and the prebuilt sheets the remotes adopted (docs/performance.md «Рамка без стилей во время выполнения»). With
// BENCH_VERBOSE=1 it lists the elements. Counts, not times: they do not depend on the machine's speed.
//
// Environment: BENCH_ROUTES (default /auth,/nd), BENCH_LOGIN (default creator@demo.ru), BENCH_VERBOSE.
import { withPortal } from './portal-run.mjs';
import { sessionOf } from './session.mjs';

const ROUTES = (process.env.BENCH_ROUTES || '/auth,/nd').split(',');
const LOGIN = process.env.BENCH_LOGIN ?? 'creator@demo.ru';
const WIDTHS = [
  [1280, 800],
  [390, 844],
];

/** Counts emotion's insertions from the first script on: CSSOM insertRule is how it adds a rule in production. */
function countInsertions() {
  window.__emotionRules = 0;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function countedInsertRule(...args) {
    if (this.ownerNode?.hasAttribute('data-emotion')) window.__emotionRules += 1;
    return insertRule.apply(this, args);
  };
}

function pageStyles() {
  const resolved = [...document.querySelectorAll('[class*="css-"]')];
  return {
    rules: window.__emotionRules,
    elements: resolved.length,
    list: resolved.map(
      (el) =>
        `${el.tagName.toLowerCase()}${[...el.classList]
          .filter((c) => !c.startsWith('css-'))
          .map((c) => `.${c}`)
          .join('')}`,
    ),
    sheets: [...document.querySelectorAll('style[data-static-css]')].map((s) => s.dataset.staticCss),
    // When the page first needed Chakra's system (dev-kit's portal-system.ts marks it), if it did.
    system: performance.getEntriesByName('portal-chakra-system')[0]?.startTime,
  };
}

async function main() {
  await withPortal('run-time-styles', async ({ browser, baseURL }) => {
    const storageState = LOGIN ? await sessionOf(browser, baseURL, LOGIN) : undefined;
    console.log('маршрут, ширина: правил emotion за загрузку, элементов с его классами; система Chakra; готовые листы ремоутов');
    for (const route of ROUTES) {
      for (const [width, height] of WIDTHS) {
        const signedIn = !route.startsWith('/auth');
        const context = await browser.newContext({
          baseURL,
          storageState: signedIn ? storageState : undefined,
          viewport: { width, height },
          serviceWorkers: 'block',
        });
        await context.addInitScript(countInsertions);
        const page = await context.newPage();
        await page.goto(route, { waitUntil: 'networkidle' });
        // The list's rows, the favourites and the header's counts arrive after the load event.
        await page.waitForTimeout(2_000);
        const styles = await page.evaluate(pageStyles);
        console.log(
          `  ${route.padEnd(6)} ${String(width).padStart(4)} px: ${String(styles.rules).padStart(4)} правил, ${String(styles.elements).padStart(3)} элементов; система ${styles.system === undefined ? 'не создана' : `создана на ${Math.round(styles.system)} мс`}; ${styles.sheets.join(', ') || '—'}`,
        );
        if (process.env.BENCH_VERBOSE) for (const element of styles.list) console.log(`      ${element}`);
        await context.close();
      }
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
