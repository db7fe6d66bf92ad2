// One page load in Chromium: when the route's content appeared (a MutationObserver in the page records
// performance.now(), i.e. milliseconds since navigation start), which requests it made until the network
// went quiet, and the bodies and source maps of its scripts.
import { existsSync, readFileSync } from 'node:fs';
import { mapFileFor } from './attribution.mjs';

/** Runs in the page before any of its scripts: records the first moment `ready` holds. */
function installReadyProbe(readySource) {
  const ready = new Function(`return (${readySource})();`);
  const probe = { at: null };
  Object.defineProperty(window, '__benchReady', { value: probe });
  const check = () => {
    if (probe.at !== null) return;
    try {
      if (ready()) {
        probe.at = performance.now();
        observer.disconnect();
      }
    } catch {
      // the page is still building its DOM
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function waitForQuiet(page, inflight, quietMs, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Opens `path` in `page` and waits for `ready` (a function source evaluated in the page). `settle` then waits
 * until the page's network is quiet, so that the next load does not share the machine with this one's tail.
 * @returns {Promise<{ readyMs: number, requests: number, scripts: { url: string, body: Buffer, map: object | null }[] }>}
 */
export async function loadRoute(page, path, ready, { collect = false, settle = false, distByOrigin, timeoutMs = 30_000 } = {}) {
  const inflight = new Set();
  const responses = [];
  let requests = 0;
  const onRequest = (request) => {
    requests += 1;
    inflight.add(request);
  };
  const onDone = (request) => inflight.delete(request);
  const onResponse = (response) => {
    if (collect && response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await page.waitForFunction(() => window.__benchReady?.at != null, null, { timeout: timeoutMs, polling: 50 });
    const readyMs = await page.evaluate(() => window.__benchReady.at);
    if (settle) await waitForQuiet(page, inflight, 1_000, 15_000);
    if (!collect) return { readyMs, requests, scripts: [] };
    // Lazy chunks and remotes a route starts after its first render belong to it: count until the network is quiet.
    await waitForQuiet(page, inflight, 1_000, 15_000);
    const scripts = [];
    for (const response of responses) {
      const body = await response.body().catch(() => null);
      if (!body) continue;
      const mapFile = mapFileFor(response.url(), distByOrigin);
      const map = mapFile && existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : null;
      scripts.push({ url: response.url(), body, map });
    }
    return { readyMs, requests, scripts };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
}

/** Adds the probe to every document the context opens. */
export async function probeContext(context, ready) {
  await context.addInitScript(installReadyProbe, ready);
}
