import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS, login, ports } from '../support/portal';

// The id of the lists' element, from the build step that writes them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SESSION_LIST_ID } = require('@permit/tooling/start-up-preload-plugin') as { SESSION_LIST_ID: string };

const SHELL = `http://localhost:${ports.shell}`;

/**
 * The shell's scripts of a page load that the page did not preload: fetched by a script element (webpack's chunk
 * loading) rather than by a preload link. The entry is the one script the page loads itself.
 */
async function scriptsNotPreloaded(page: Page): Promise<string[]> {
  return page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e.name.startsWith(origin) && new URL(e.name).pathname.endsWith('.js'))
        .filter((e) => e.initiatorType !== 'link' && new URL(e.name).pathname !== '/main.js')
        .map((e) => new URL(e.name).pathname),
    SHELL,
  );
}

/** A fresh window (empty HTTP cache, no service worker) with a session stored by signing in through the portal. */
async function freshWindow(browser: Browser, username: string | null): Promise<{ page: Page; warnings: string[] }> {
  let storageState;
  if (username) {
    const signIn = await browser.newContext({ baseURL: SHELL, locale: 'ru-RU' });
    const page = await signIn.newPage();
    await login(page, username);
    storageState = await signIn.storageState();
    await signIn.close();
  }
  const context = await browser.newContext({ baseURL: SHELL, locale: 'ru-RU', storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded')) warnings.push(message.text());
  });
  return { page, warnings };
}

/** The lists the shell's build wrote into the page (tooling/start-up-preload-plugin.js). */
async function sessionLists(page: Page): Promise<{ signedIn: string[]; signedOut: string[] }> {
  const text = await page.locator(`#${SESSION_LIST_ID}`).textContent();
  const lists: unknown = JSON.parse(text ?? '{}');
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  return {
    signedIn: strings(lists && typeof lists === 'object' ? Reflect.get(lists, 'signedIn') : undefined),
    signedOut: strings(lists && typeof lists === 'object' ? Reflect.get(lists, 'signedOut') : undefined),
  };
}

const preloadedScripts = (page: Page) =>
  page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));

/** Chrome reports a preloaded script nobody used a few seconds after the load event. */
const UNUSED_PRELOAD_REPORT_MS = 4_000;

/** What a signed-in load preloads, read from the page the server sends: the head's preload links and the signed-in list. */
async function preloadedWithSession(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  const scripts = await page.evaluate(
    ({ source, id }) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const links = [...doc.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href') ?? '');
      const lists: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? '{}');
      const signedIn: unknown = lists && typeof lists === 'object' ? Reflect.get(lists, 'signedIn') : undefined;
      return [...links, ...(Array.isArray(signedIn) ? signedIn.map(String) : [])];
    },
    { source: html, id: SESSION_LIST_ID },
  );
  return new Set(scripts);
}

test('a signed-in list load asks at once for every shell script its rows need, and for none it does not run', async ({ browser }) => {
  const { page, warnings } = await freshWindow(browser, USERS.creator);
  // Every other shell script is held until the rows are on screen: were the rows waiting for one, they would
  // never come. The page buttons' code (Chakra's zag entries) is one such script: it comes after the rows.
  const preloaded = await preloadedWithSession(page, '/nd');
  const held: string[] = [];
  let showRows!: () => void;
  const rowsShown = new Promise<void>((resolve) => (showRows = resolve));
  await page.route(`${SHELL}/**/*.js`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path !== '/main.js' && !preloaded.has(path)) {
      held.push(path);
      await rowsShown;
    }
    await route.continue();
  });
  try {
    await page.goto('/nd');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
  } catch (error) {
    throw new Error(`the rows did not come while these scripts were held back: ${held.join(', ')}`, { cause: error });
  } finally {
    showRows();
  }
  await expect(page.getByRole('button', { name: 'Следующая страница' })).toBeVisible();
  expect(held, 'the page buttons’ code came after the rows').not.toEqual([]);
  await page.waitForLoadState('networkidle');
  const { signedIn, signedOut } = await sessionLists(page);
  const linked = await preloadedScripts(page);
  expect(signedIn.length, 'the page lists the signed-in scripts').toBeGreaterThan(0);
  expect(
    signedIn.filter((href) => !linked.includes(href)),
    'signed-in scripts not preloaded',
  ).toEqual([]);
  // The portal's last step is in both lists (tooling/start-up-preload-plugin.js); the sign-in screen's scripts only in one.
  expect(
    linked.filter((href) => signedOut.includes(href) && !signedIn.includes(href)),
    'the sign-in screen preloaded with a session',
  ).toEqual([]);
  await page.waitForTimeout(UNUSED_PRELOAD_REPORT_MS);
  expect(warnings, 'preloaded scripts the page never ran').toEqual([]);
  await page.context().close();
});

test('a first visit to the sign-in page runs the form alone, and downloads the portal for after sign-in', async ({ browser }) => {
  const { page, warnings } = await freshWindow(browser, null);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The form's own chunk, asked for by the entry; nothing after it (the contracts come with the user's first key).
  const fetched = await scriptsNotPreloaded(page);
  expect(fetched, 'shell scripts fetched by code').toHaveLength(1);
  expect(fetched[0]).toMatch(/^\/first-login\.[0-9a-f]+\.js$/);
  const { signedIn, signedOut } = await sessionLists(page);
  expect(signedIn.length, 'the page lists the signed-in scripts').toBeGreaterThan(0);
  const preloaded = await preloadedScripts(page);
  expect(
    preloaded.filter((href) => signedIn.includes(href) || signedOut.includes(href)),
    "a session's scripts, or the portal's own sign-in screen, preloaded on a first visit",
  ).toEqual([]);
  // The every-page start-up scripts the page links are not run here: the load after sign-in runs them, from the
  // cache. Chrome names each such preload; no other may be named.
  await page.waitForTimeout(UNUSED_PRELOAD_REPORT_MS);
  const unused = warnings.map((text) => preloaded.find((href) => text.includes(href)) ?? text);
  expect(
    unused.filter((entry) => !preloaded.includes(entry)),
    'preloads the page never ran, other than the start-up steps',
  ).toEqual([]);
  expect(
    unused.some((href) => /^\/start-style-system\./.test(href)),
    "Chakra's system is not run on the sign-in page",
  ).toBe(true);

  // Signed in, the portal loads anew and runs them.
  await page.getByLabel('Почта').fill(USERS.creator);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${SHELL}/`);
  await expect(page.getByRole('heading', { name: /Добро пожаловать/ })).toBeVisible();
  await page.context().close();
});

test('a signed-in load asks for the profile once, from its entry, before the shell is wired, and the shell uses that answer', async ({ browser }) => {
  const { page } = await freshWindow(browser, USERS.creator);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/users/getUserById/')) asked.push('profile');
    else if (/^\/portal-shell\.[0-9a-f]+\.js$/.test(pathname)) asked.push('shell');
    else if (pathname === '/api/nd_processing/ndSearch/0/20') asked.push('rows');
  });
  await page.goto('/nd');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
  // The profile's organization is what the list's default scope reads; the header names its user.
  await expect(page.getByLabel('Пользователь')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(
    asked.filter((name) => name === 'profile'),
    'profile requests',
  ).toHaveLength(1);
  expect(asked.indexOf('profile'), 'the profile asked for before the shell’s wiring code').toBeLessThan(asked.indexOf('shell'));
  expect(
    asked.filter((name) => name === 'rows'),
    'list requests',
  ).toHaveLength(1);
  await page.context().close();
});
