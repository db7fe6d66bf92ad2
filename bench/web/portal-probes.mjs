// What the portal's list shows a signed-in session, read once before the measured loads: a permit to open, and
// the exact ndSearch request /nd makes, for the floor page to repeat (bench/web-load.mjs).

/** The id of the first permit linked from /nd for `storageState`. */
export async function firstPermitId(browser, baseURL, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.goto('/nd');
  const href = await page.locator('main a[href*="/nd/show/"]').first().getAttribute('href', { timeout: 30_000 });
  await context.close();
  const id = Number(href?.match(/\/nd\/show\/(\d+)/)?.[1]);
  if (!id) throw new Error('no permit link on /nd');
  return id;
}

/** The exact ndSearch request /nd makes for `storageState` (path and query). */
export async function ndSearchOf(browser, baseURL, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const seen = page.waitForRequest((r) => r.url().includes('/api/nd_processing/ndSearch/'), { timeout: 30_000 });
  await page.goto('/nd');
  const url = new URL((await seen).url());
  await context.close();
  return `${url.pathname}${url.search}`;
}
