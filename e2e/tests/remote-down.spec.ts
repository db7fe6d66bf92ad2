import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { USERS, login, ports } from '../support/portal';
import { ROOT, close, listen, startStaticServer, stoppedServerPort } from '../support/release';

const FALLBACK = 'Модуль временно недоступен. Остальная часть портала работает.';

/** A second shell whose remote list names the running remotes, except one whose server is stopped. */
async function shellWithStoppedRemote(stopped: 'mf_admin' | 'mf_notifications' | 'mf_permits') {
  const entries = {
    mf_permits: `http://localhost:${ports.permits}/mf-manifest.json`,
    mf_admin: `http://localhost:${ports.admin}/mf-manifest.json`,
    mf_notifications: `http://localhost:${ports.notifications}/mf-manifest.json`,
  };
  entries[stopped] = `http://localhost:${await stoppedServerPort()}/mf-manifest.json`;
  const shell = startStaticServer('shell', join(ROOT, 'shell', 'dist'), {
    API_URL: `http://127.0.0.1:${ports.api}`,
    REMOTES: JSON.stringify(Object.entries(entries).map(([name, entry]) => ({ name, entry }))),
  });
  const port = await listen(shell);
  return { url: `http://localhost:${port}`, close: () => close(shell) };
}

test('with mf-admin stopped the portal logs in, shows the other two remotes and a fallback in the admin slot', async ({ page }) => {
  const shell = await shellWithStoppedRemote('mf_admin');
  try {
    await login(page, USERS.admin, undefined, shell.url);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();
    await page.goto(`${shell.url}/nd`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.goto(`${shell.url}/admin`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Наряд-допуски', exact: true })).toBeVisible();
  } finally {
    await shell.close();
  }
});

test('with mf-notifications stopped the header shows fallbacks and the permit list still works', async ({ page }) => {
  const shell = await shellWithStoppedRemote('mf_notifications');
  try {
    await login(page, USERS.creator, undefined, shell.url);
    // Both header slots of mf-notifications (bell and status counts) show their compact fallback.
    await expect(page.getByRole('banner').getByRole('status', { name: FALLBACK })).toHaveCount(2, { timeout: 30_000 });
    await page.goto(`${shell.url}/nd`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  } finally {
    await shell.close();
  }
});

test('with mf-permits stopped the /nd slot shows the fallback while the header widgets work', async ({ page }) => {
  const shell = await shellWithStoppedRemote('mf_permits');
  try {
    await login(page, USERS.creator, undefined, shell.url);
    await page.goto(`${shell.url}/nd`);
    await expect(page.getByRole('main').getByText(FALLBACK)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();
  } finally {
    await shell.close();
  }
});

test.describe('a screen whose code is gone since the page loaded (a release of its remote)', () => {
  // The chunks are refused here by the page's own routing, which a service worker's requests would pass by.
  test.use({ serviceWorkers: 'block' });

  test('says a new release is likely, offers a new page load, and the new load opens the screen', async ({ page }) => {
    await login(page, USERS.creator);
    await page.goto('/nd');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    // What a release of mf-permits leaves to a tab loaded before it: the chunks the tab has not loaded yet are gone.
    const permitsChunk = (url: URL) => url.port === String(ports.permits) && /\.js$/.test(url.pathname) && !url.pathname.includes('remoteEntry');
    await page.route(permitsChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('navigation').getByRole('link', { name: 'Доска работ' }).click();
    const released = page.getByRole('alert').filter({ hasText: 'вышла его новая версия' });
    await expect(released).toBeVisible();

    await page.unroute(permitsChunk);
    await released.getByRole('button', { name: 'Обновить страницу' }).click();
    await expect(page.getByRole('heading', { name: 'Доска работ', level: 1 })).toBeVisible();
  });
});
