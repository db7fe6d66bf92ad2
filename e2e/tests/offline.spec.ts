import { expect, test, type Page } from '@playwright/test';
import { apiCall, setupSignIn } from '../support/api';
import { saveWithAnswerLost } from '../support/lost-answer';
import { USERS, login } from '../support/portal';

/**
 * A poor network (issue 21): the shell's service worker (shell/src/offline/service-worker.ts) keeps the
 * last-loaded «Мои задачи», list pages and opened permits readable with the browser offline, under the banner
 * «Нет связи — данные на ЧЧ:ММ»; a save offline is refused with a message and the form keeps what was typed;
 * back online the same save goes through.
 */

const BANNER = /^Нет связи — данные на \d\d:\d\d$/;
const OFFLINE_WRITE = 'Нет связи с сервером — изменения не отправлены, данные формы сохранены';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Нет связи — данные на' });
const firstRow = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').nth(1);

/** The list's data as text: number, works, place, start and status of each row (the action buttons load apart). */
const listData = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')]
          .slice(0, 5)
          .map((td) => td.textContent?.trim())
          .join(' | '),
      ),
    );
/** «Мои задачи»: its summary line and the permits it links to. */
const tasksData = async (page: Page) => {
  const widget = page.getByRole('region', { name: 'Мои задачи' });
  return [await widget.getByText(/^Мои: \d+/).innerText(), ...(await widget.getByRole('link', { name: /^Наряд-допуск № \d+$/ }).allInnerTexts())];
};

/** Type and status of each answer in the worker's cache of content-named remote scripts. */
async function keptRemoteScripts() {
  const name = (await caches.keys()).find((n) => n.startsWith('permit-remote-chunks-'));
  if (!name) return [];
  const cache = await caches.open(name);
  const answers = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
  return answers.map((answer) => `${answer?.type} ${answer?.status}`);
}

/** The sessions (digests) the worker's API cache holds answers for (shell/src/offline/offline-rules.ts userCacheKey). */
const keptSessions = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.keys()).includes('permit-api-v1')) return [];
    const keys = await (await caches.open('permit-api-v1')).keys();
    return [...new Set(keys.map((key) => new URL(key.url).searchParams.get('__session')))];
  });

/** The sessions (digests) whose URLs the worker's expiration records (workbox-expiration, IndexedDB) list for the API cache. */
async function expirationSessions(): Promise<Array<string | null>> {
  if (!(await indexedDB.databases()).some((d) => d.name === 'workbox-expiration')) return [];
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('workbox-expiration');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains('cache-entries')) return [];
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    const urls = rows.flatMap((row) =>
      typeof row === 'object' && row !== null && Reflect.get(row, 'cacheName') === 'permit-api-v1' ? [String(Reflect.get(row, 'url'))] : [],
    );
    return [...new Set(urls.map((url) => new URL(url).searchParams.get('__session')))];
  } finally {
    db.close();
  }
}

/** A session's digest as the worker names it (offline-rules.ts sessionDigest), computed in the page. */
async function sessionDigestInPage(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** The page is controlled by the portal's service worker (it claims the page it was registered from). */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

test('«Мои задачи», a list and a permit stay readable offline under the banner; nothing of another user is left after logout', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await login(page, USERS.creator);
  await workerInControl(page);

  // Online: each screen loaded once through the worker; what it shows is remembered.
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Мои задачи' });
  await expect(widget.getByText(/^Мои: \d+/)).toBeVisible();
  const tasksOnline = await tasksData(page);
  await page.goto('/nd');
  await expect(firstRow(page)).toBeVisible();
  const listOnline = await listData(page);
  expect(listOnline.length).toBeGreaterThan(0);
  const href = await page.locator('main a[href*="/nd/show/"]').first().getAttribute('href');
  const id = Number(/\/nd\/show\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await page.goto(`/nd/show/${id}`);
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${id}` })).toBeVisible();
  const statusOnline = await page.locator('main .chakra-badge').first().innerText();
  await expect(banner(page)).toHaveCount(0);
  // The remotes' scripts (other origins here) are loaded with CORS, so the worker sees each one's status: no
  // opaque answer, which might be an error page, is kept.
  await expect.poll(() => page.evaluate(keptRemoteScripts)).toContain('cors 200');
  expect(new Set(await page.evaluate(keptRemoteScripts))).toEqual(new Set(['cors 200']));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: `Наряд-допуск № ${id}` })).toBeVisible();
    await expect(banner(page)).toHaveText(BANNER);
    await expect(page.locator('main .chakra-badge').first()).toHaveText(statusOnline);

    await page.goto('/nd');
    await expect(firstRow(page)).toBeVisible();
    await expect(banner(page)).toHaveText(BANNER);
    expect(await listData(page)).toEqual(listOnline);

    await page.goto('/');
    await expect(widget.getByText(/^Мои: \d+/)).toBeVisible();
    await expect(banner(page)).toHaveText(BANNER);
    expect(await tasksData(page)).toEqual(tasksOnline);
  } finally {
    await context.setOffline(false);
  }

  // Back online the next answers come from the server and the banner goes.
  await page.reload();
  await expect(widget.getByText(/^Мои: \d+/)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // A read still in flight at logout: the server answers while the session is valid, the answer reaches the
  // worker only after the page emptied its cache. The page told the worker the session ended, so it is not kept.
  const late = `/api/routes/listAll/${id}`;
  let answered = () => {};
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    `**${late}`,
    async (route) => {
      const response = await route.fetch();
      answered();
      await released;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await page.evaluate((path) => {
    const auth: unknown = JSON.parse(localStorage.getItem('auth') ?? 'null');
    const token = typeof auth === 'object' && auth !== null ? String(Reflect.get(auth, 'token')) : '';
    Reflect.set(
      window,
      'lateRead',
      fetch(path, { headers: { Authorization: `Bearer_${token}` } }).then((r) => r.status),
    );
  }, late);
  await serverAnswered;
  expect((await page.evaluate(expirationSessions)).length).toBeGreaterThan(0);

  // Logout empties the worker's API cache and its bookkeeping of the URLs read: the next person on this device
  // finds none of it.
  await page.getByRole('button', { name: 'Выйти' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  release();
  expect(await page.evaluate(() => Reflect.get(window, 'lateRead'))).toBe(200);
  await expect.poll(() => keptSessions(page)).toEqual([]);
  await expect.poll(() => page.evaluate(expirationSessions)).toEqual([]);
  // A control: a read of another session, answered after the late one. Once the worker has kept the control, the
  // late answer's write (which follows its delivery in the background) would have happened too.
  await context.route('**/api/favouritesNd/listAll', (route) => route.fulfill({ status: 200, json: [] }), { times: 1 });
  const control = 'Bearer_control-session';
  await page.evaluate((authorization) => fetch('/api/favouritesNd/listAll', { headers: { Authorization: authorization } }), control);
  const controlDigest = await page.evaluate(sessionDigestInPage, control);
  await expect.poll(() => keptSessions(page)).toEqual([controlDigest]);
  await expect.poll(() => page.evaluate(expirationSessions)).toEqual([controlDigest]);
});

test('a save offline is refused with a message and the typed values stay; back online the same save works', async ({ page, context }) => {
  test.setTimeout(180_000);
  const paperNumber = `ОФЛАЙН-${Date.now()}`;
  const work = 'Замена задвижки без связи';
  await login(page, USERS.creator);
  await workerInControl(page);
  await page.goto('/nd/add');
  await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.getByLabel('Номер бумажного наряда-допуска').fill(paperNumber);
    await page.getByLabel('Содержание работ (вручную)').fill(work);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_WRITE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();
    await expect(page.getByLabel('Номер бумажного наряда-допуска')).toHaveValue(paperNumber);
    await expect(page.getByLabel('Содержание работ (вручную)')).toHaveValue(work);
    // Still signed in: failing reads while offline do not end the session.
    await expect(page.getByRole('button', { name: 'Выйти' }).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  const saved = page.waitForResponse((r) => r.url().includes('/api/nd_processing/create_nd'));
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  await expect(page).toHaveURL(/\/nd$/);
  const stored = await apiCall<{ numberPaperNd: string; contentWorksHand: string }>(
    (await setupSignIn(USERS.creator)).token,
    'GET',
    `/api/nd_processing/getNdById/${id}`,
  );
  expect(stored.data).toMatchObject({ numberPaperNd: paperNumber, contentWorksHand: work });
});

test.describe('a connection that drops while the browser says it is online', () => {
  // Routed by the page itself, which a service worker's own requests would pass by.
  test.use({ serviceWorkers: 'block' });

  test('a create whose answer was lost, sent again, makes one permit; a read dropped once is asked again, the session stays', async ({ page }) => {
    test.setTimeout(120_000);
    const paperNumber = `ОБРЫВ-${Date.now()}`;
    await login(page, USERS.creator);
    await page.goto('/nd/add');
    await page.getByLabel('Номер бумажного наряда-допуска').fill(paperNumber);

    // The server gets the first create and saves it; its answer is lost on the way back.
    await saveWithAnswerLost(page);
    await expect(page.getByLabel('Номер бумажного наряда-допуска')).toHaveValue(paperNumber);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page).toHaveURL(/\/nd$/);
    const { token } = await setupSignIn(USERS.creator);
    const found = await apiCall<{ data: { id: number }[]; count: number }>(
      token,
      'GET',
      `/api/nd_processing/ndSearch/0/20?numberPaperNd=${encodeURIComponent(paperNumber)}`,
    );
    expect(found.data.count).toBe(1);

    // One dropped read of the permit: asked again, the permit opens and the worker stays signed in.
    const id = found.data.data[0]!.id;
    let reads = 0;
    await page.route(`**/api/nd_processing/getNdById/${id}`, (route) => (++reads === 1 ? route.abort('connectionreset') : route.continue()));
    await page.goto(`/nd/show/${id}`);
    await expect(page.getByRole('heading', { name: `Наряд-допуск № ${id}` })).toBeVisible();
    await expect(page.getByText(paperNumber)).toBeVisible();
    expect(reads).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(new RegExp(`/nd/show/${id}$`));
  });
  test('an edit whose answer was lost, sent again with what was typed after, saves without «изменён другим пользователем»', async ({ page }) => {
    test.setTimeout(120_000);
    const paperNumber = `ПРАВКА-${Date.now()}`;
    const { token } = await setupSignIn(USERS.creator);
    const draft = await apiCall<{ id: number }>(token, 'POST', '/api/nd_processing/create_nd', { draft: true, numberPaperNd: paperNumber });
    expect(draft.status).toBe(200);
    await login(page, USERS.creator);
    await page.goto(`/nd/edit/${draft.data.id}`);
    const number = page.getByLabel('Номер бумажного наряда-допуска');
    await expect(number).toHaveValue(paperNumber);
    await number.fill(`${paperNumber}-1`);

    // The server saves the first edit (its version moves on); its answer is lost on the way back.
    const saves = await saveWithAnswerLost(page);
    await number.fill(`${paperNumber}-2`);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page).toHaveURL(/\/nd$/);
    expect(saves()).toBe(2);
    const stored = await apiCall<{ numberPaperNd: string }>(token, 'GET', `/api/nd_processing/getNdById/${draft.data.id}`);
    expect(stored.data.numberPaperNd).toBe(`${paperNumber}-2`);
  });
});
