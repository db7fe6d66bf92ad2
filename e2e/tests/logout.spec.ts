import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin, createUser } from '../support/api';
import { USERS, login, ports } from '../support/portal';
import { controlUrl, stackState } from '../support/stack';

/**
 * «Выйти» ends the session on the server: a token copied from the browser before the logout is refused
 * right after it, by every API replica, not only once it expires.
 */

/** The token the portal sends, read from its next API request. */
async function tokenOf(page: Page, action: () => Promise<void>): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await action();
  const header = (await request).headers()['authorization'] ?? '';
  expect(header).toMatch(/^Bearer_\S+$/);
  return header.slice('Bearer_'.length);
}

test('after «Выйти» the copied token is refused by every replica, long before it expires', async ({ page }) => {
  const account = await createUser(await apiLogin(USERS.admin));
  const token = await tokenOf(page, () => login(page, account.email, account.password));
  const me = `/api/users/getUserById/${account.id}`;
  expect((await apiCall(token, 'GET', me)).status).toBe(200);

  const logout = page.waitForResponse((r) => r.url().endsWith('/api/users/auth/logout'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  const answer = await logout;
  expect(answer.status()).toBe(200);
  expect((await answer.request().allHeaders())['authorization']).toBe(`Bearer_${token}`);
  await expect(page).toHaveURL(/\/auth$/);

  // Each replica keeps a user's record for AUTH_CACHE_MS (1 s by default); the one that logged out drops it at
  // once, another one within that second.
  const status = async (url: string) => (await fetch(url, { headers: { Authorization: `Bearer_${token}` } })).status;
  const urls = [`http://127.0.0.1:${ports.api}${me}`];
  if (controlUrl()) {
    // In the compose topology each replica is asked directly too, past the proxy.
    for (const replica of (await stackState()).processes.filter((p) => p.running)) urls.push(`${replica.url}${me}`);
  }
  for (const url of urls) await expect.poll(() => status(url), { timeout: 3_000, message: url }).toBe(401);
  const after = await apiCall<{ code: string; message: string }>(token, 'GET', me);
  expect(after).toEqual({ status: 401, data: { code: 'UNAUTHORIZED', message: 'Токен недействителен или истёк' } });
  // Signing in again opens a new session that works.
  await login(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
});

test('«Выйти» leaves even when the API cannot be reached', async ({ page }) => {
  const account = await createUser(await apiLogin(USERS.admin));
  await login(page, account.email, account.password);
  await page.route('**/api/users/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  // Nothing of the session is left in the browser.
  expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('«Выйти» in one tab ends the session in the other tabs too; a form there keeps what was typed', async ({ page, context }) => {
  const account = await createUser(await apiLogin(USERS.admin));
  await login(page, account.email, account.password);
  const other = await context.newPage();
  await other.goto('/nd/add');
  const paper = other.getByLabel('Номер бумажного наряда-допуска');
  await paper.fill('ДРУГАЯ-ВКЛАДКА');

  // Even with the server unreachable (the token is then not revoked), the other tab does not stay signed in.
  await page.route('**/api/users/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(other).toHaveURL(/\/auth$/);
  await expect(other.getByRole('button', { name: 'Выйти' })).toHaveCount(0);

  // Signing in again in that tab brings its form back as typed.
  await other.getByLabel('Почта').fill(account.email);
  await other.getByLabel('Пароль').fill(account.password);
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other).toHaveURL(/\/nd\/add$/);
  await expect(other.getByLabel('Номер бумажного наряда-допуска')).toHaveValue('ДРУГАЯ-ВКЛАДКА');
});
