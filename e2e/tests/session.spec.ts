import { expect, test } from '@playwright/test';
import { apiLogin, createUser } from '../support/api';
import { USERS, login } from '../support/portal';

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
