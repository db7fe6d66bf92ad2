// Lighthouse on pages of the running stack (its desktop preset, or with no config its mobile defaults: simulated
// slow 4G and a 4× slower CPU on a phone-sized screen), in the same Debian Chromium
// the e2e tests use. Playwright launches it with a debugging port; Lighthouse then audits a new tab of that browser.
//
// Every audit is a first visit: a browser profile of its own, with an empty HTTP cache and no service worker. A
// signed-in page gets only the session, Playwright's storage state of an earlier sign-in. (Signing in through the
// portal in the audit's profile left its service worker precaching after the cache had been cleared, and the audit
// read most of the shell's scripts from disk, which Lighthouse's simulation counts as free.) Storage reset stays
// off, as it would sign the user out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * BENCH_LIGHTHOUSE_CPU: the mobile audits' CPU slowdown instead of Lighthouse's 4, the network kept. With 1 the
 * simulation shows what the network alone allows: how much of a metric the processor holds (docs/performance.md).
 */
function mobileThrottling() {
  const cpu = Number(process.env.BENCH_LIGHTHOUSE_CPU);
  return Number.isFinite(cpu) && cpu > 0 ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } : {};
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {object} o
 * @param {import('@playwright/test').BrowserType} o.chromium
 * @param {object} o.launchOptions Playwright launch options (executablePath, args)
 * @param {number} o.port Chrome debugging port
 * @param {{ url: string, storageState?: object }[]} o.pages a signed-in page carries the session (Playwright's storage state)
 * @param {number} o.runs audits per page; the median score is reported
 * @param {boolean} [o.mobile] Lighthouse's own defaults instead of the desktop preset
 */
export async function auditPages({ chromium, launchOptions, port, pages, runs, mobile = false }) {
  const results = [];
  for (const { url, storageState } of pages) {
    const scores = { performance: [], accessibility: [] };
    const failing = new Map();
    let fromCache = 0;
    for (let i = 0; i < runs; i += 1) {
      const profile = mkdtempSync(join(tmpdir(), 'permit-lighthouse-'));
      const context = await chromium.launchPersistentContext(profile, {
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
        locale: 'ru-RU',
      });
      try {
        // Playwright writes the session without loading any page of the portal (nothing reaches the HTTP cache).
        if (storageState) await context.setStorageState(storageState);
        const result = await lighthouse(
          url,
          {
            port,
            output: 'json',
            logLevel: 'error',
            disableStorageReset: true,
            onlyCategories: ['performance', 'accessibility'],
            ...(mobile ? mobileThrottling() : {}),
          },
          mobile ? undefined : desktopConfig,
        );
        const { categories, audits } = result.lhr;
        // Requests answered from the disk cache, which only an earlier visit fills (memory and prefetch hits happen
        // within one load): a first visit has none.
        fromCache = Math.max(fromCache, audits['network-requests']?.details?.items?.filter((r) => r.cache === 'disk').length ?? 0);
        scores.performance.push(Math.round((categories.performance.score ?? 0) * 100));
        scores.accessibility.push(Math.round((categories.accessibility.score ?? 0) * 100));
        for (const ref of categories.accessibility.auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.set(ref.id, audit.title);
        }
        if (i === 0) {
          // The whole report, for a look at its long tasks, script times and request chain.
          if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
            const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
            mkdirSync(dir, { recursive: true });
            const name = `${mobile ? 'mobile' : 'desktop'}${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
            writeFileSync(join(dir, name), JSON.stringify(result.lhr));
          }
          const metric = (id) => audits[id]?.displayValue ?? '—';
          results.push({
            url,
            metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
            // The same two as numbers, for comparisons across audits (lighthouse-ab.mjs).
            lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
            tbtMs: audits['total-blocking-time']?.numericValue ?? null,
            // Lighthouse 13 names the element in its LCP breakdown insight (12 had an audit of its own).
            lcpElement: nodeSnippet((audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'])?.details),
          });
        }
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
    Object.assign(results.at(-1), {
      performance: median(scores.performance),
      accessibility: median(scores.accessibility),
      failingA11y: [...failing].map(([id, title]) => `${id} (${title})`),
      fromCache,
    });
  }
  return results;
}

/** The first DOM node an audit's details name (the LCP element is nested in a list of tables): its tag and its text. */
function nodeSnippet(details) {
  if (details === null || typeof details !== 'object') return null;
  if (details.type === 'node' && typeof details.snippet === 'string') return `${details.snippet} «${details.nodeLabel ?? ''}»`;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(nodeSnippet).find(Boolean) : nodeSnippet(value);
    if (found) return found;
  }
  return null;
}
