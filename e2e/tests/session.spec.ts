import { expect, test } from '@playwright/test';
import { TOKEN_ROTTEN_AFTER_MS } from '@permit/shared-contracts';
import { apiLogin, createUser } from '../support/api';
import { USERS, login, ports } from '../support/portal';

test('a user changes the password and signs in with the new one; the old one stops working', async ({ page }) => {
  const account = await createUser(await apiLogin(USERS.admin));
  await login(page, account.email, account.password);
  await page.getByRole('banner').getByRole('link', { name: 'Сменить пароль' }).click();
  await expect(page).toHaveURL(/\/password$/);

  await page.getByLabel('Текущий пароль').fill('not-my-password');
  await page.getByLabel('Новый пароль', { exact: true }).fill('new-password-42');
  await page.getByLabel('Повторите новый пароль').fill('new-password-42');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Старый пароль указан неверно/);

  await page.getByLabel('Текущий пароль').fill(account.password);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Почта').fill(account.email);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверная почта или пароль')).toBeVisible();

  await login(page, account.email, 'new-password-42');
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
});

test('confirming the password when the token is about to expire keeps the page, also for a page loaded after that moment', async ({
  page,
  request,
}) => {
  const account = await createUser(await apiLogin(USERS.admin));
  await login(page, account.email, account.password);
  const tokenIn = () => page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token ?? '');
  const old = await tokenIn();
  const profile = (token: string) =>
    request.get(`http://127.0.0.1:${ports.api}/api/users/getUserById/${account.id}`, { headers: { Authorization: `Bearer_${token}` } });
  expect((await profile(old)).status()).toBe(200);
  // The dialog opens TOKEN_ROTTEN_AFTER_MS after login, counted from the stored loginTime: move the login back.
  await page.evaluate((after) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, loginTime: Date.now() - after + 3_000 }));
  }, TOKEN_ROTTEN_AFTER_MS);
  await page.goto('/nd');
  let dialog = page.getByRole('alertdialog', { name: 'Подтвердите пароль' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Пароль/).fill(account.password);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();

  const renewed = await tokenIn();
  expect(renewed).not.toBe(old);
  expect((await profile(renewed)).status()).toBe(200);
  // The renewed session ends after a grace (RENEWAL_GRACE_SECONDS, api/src/auth/reauth-login.test.ts): requests
  // still on their way with it are answered.
  expect((await profile(old)).status(), 'the renewed session within its grace').toBe(200);
  await expect(page).toHaveURL(/\/nd$/);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();

  // A page loaded when the moment has already passed asks at once: the signal went out before the frame was there.
  await page.evaluate((after) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, loginTime: Date.now() - after - 60_000 }));
  }, TOKEN_ROTTEN_AFTER_MS);
  await page.reload();
  dialog = page.getByRole('alertdialog', { name: 'Подтвердите пароль' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Пароль/).fill(account.password);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/nd$/);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(await tokenIn()).not.toBe(renewed);
});

// The forgotten-password flow (a one-time link by mail) is password-reset.spec.ts.

test('notifications: the bell counts unread ones, marks one and then all as read', async ({ page }) => {
  await login(page, USERS.creator);
  const bell = page.getByRole('banner').getByRole('button', { name: /Уведомления, непрочитанных: \d+/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(1);

  await bell.click();
  const list = page.getByRole('list', { name: 'Список уведомлений' });
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: 'Прочитано' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: `Уведомления, непрочитанных: ${before - 1}` })).toBeVisible();

  await page.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();
});
