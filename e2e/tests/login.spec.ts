import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, USERS, login } from '../support/portal';

test('a wrong password shows the wrong-credentials text and keeps the user on /auth', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Почта').fill(USERS.creator);
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверная почта или пароль')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unauthenticated visitor is sent to /auth and returns to the page asked for after login', async ({ page }) => {
  await page.goto('/nd/draft');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Почта').fill(USERS.creator);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/nd\/draft$/);
});

test('sent to /auth and reloaded there, the visitor still returns to the page asked for after login', async ({ page }) => {
  await page.goto('/nd/draft');
  await expect(page).toHaveURL(/\/auth/);
  // A fresh load of /auth shows the first visit's form (shell/src/auth/first-login.tsx), which reads the kept path.
  await page.reload();
  await page.getByLabel('Почта').fill(USERS.creator);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/nd\/draft$/);
  await expect(page.getByRole('table')).toBeVisible();
});

test('when the sign-in code does not come, the form says so, and the next «Войти» fetches it again and signs in', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.getByLabel('Почта').fill(USERS.creator);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  // Every script asked for from now on fails, until the route is lifted: the form's sign-in chunk and the shared
  // modules it needs that the page has not preloaded (zustand). The federation runtime would keep a failed shared
  // load for good without the shell's share-retry plugin (shell/src/federation/share-retry-plugin.ts).
  const failed: string[] = [];
  await page.route('**/*.js', (route) => {
    failed.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Не удалось загрузить вход. Проверьте связь и нажмите «Войти» ещё раз.');
  await expect(page.getByLabel('Почта')).toHaveValue(USERS.creator);
  expect(failed.some((path) => path.startsWith('/first-login-submit.'))).toBe(true);
  // A shared module's chunk was among them, by the build's source maps: what the retry is for.
  const sharedFailed: string[] = [];
  for (const path of failed) {
    const map = await page.request.get(`${path}.map`);
    if (map.ok() && (await map.text()).includes('node_modules/zustand/')) sharedFailed.push(path);
  }
  expect(sharedFailed, 'the shared zustand chunk failed too').not.toEqual([]);
  await page.unroute('**/*.js');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Добро пожаловать/ })).toBeVisible();
});

test('the session survives a reload and logout returns to /auth', async ({ page }) => {
  await login(page, USERS.creator);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')]);
  expect(stored[0]).toContain('token');
  expect(stored[1]).toContain('creator@demo.ru');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await login(page, USERS.creator);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('until the shell’s code arrives the page shows the portal’s name and that it is loading; the sign-in form then takes its place', async ({
  page,
}) => {
  // A slow phone network: the page's scripts are held back, as if still on their way.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await arrived;
    await route.continue();
  });
  try {
    // The deferred scripts hold back the DOMContentLoaded and load events, so only the response is awaited.
    await page.goto('/auth', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'загрузка портала…' });
    await expect(loading).toBeVisible();
    await expect(loading).toContainText('Наряд-допуски');
  } finally {
    release();
  }
  await expect(page.getByLabel('Почта')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'загрузка портала…' })).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page asks to turn JavaScript on and shows no loading line that would never end', async ({ page }) => {
    await page.goto('/auth');
    // Playwright's text queries pass over what a <noscript> holds, so the element is found by its tag.
    const notice = page.locator('noscript');
    await expect(notice).toBeVisible();
    expect(await notice.innerHTML()).toBe('Для работы портала включите JavaScript.');
    await expect(page.getByRole('status').filter({ hasText: 'загрузка портала…' })).toBeHidden();
  });
});
