import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, createUser } from '../support/api';
import { USERS, login } from '../support/portal';
import { mailCatcherUrl, mailTo } from '../support/stack';

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

test('the forgotten-password request is accepted and the reset mail reaches the user', async ({ page }) => {
  const mailUrl = await mailCatcherUrl();
  const adminToken = await apiLogin(USERS.admin);
  const account = await createUser(adminToken);
  const mailsFor = async () =>
    (await apiCall<{ recipient: string; sent: boolean }[]>(adminToken, 'GET', '/api/admin/mail/outbox/0/10000000')).data.filter(
      (m) => m.recipient === account.email,
    );
  const before = (await mailsFor()).length;
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await page.getByLabel('Почта').fill(account.email);
  await page.getByLabel('Логин').fill(account.email);
  await page.getByRole('button', { name: 'Восстановить пароль' }).click();
  await expect(page.getByRole('status')).toHaveText(/Новый пароль отправлен/);

  if (mailUrl) {
    // The compose topology sends it through SMTP to the mail catcher (mailpit in compose); the new
    // password in it signs the user in.
    await expect.poll(async () => (await mailTo(mailUrl, account.email)).length).toBe(1);
    const [mail] = await mailTo(mailUrl, account.email);
    const password = /Новый пароль: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(password).toBeTruthy();
    expect(await mailsFor()).toHaveLength(before);
    await login(page, account.email, password);
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    return;
  }
  // No SMTP in this stack: the mail waits in the outbox, where administrators can see it.
  const after = await mailsFor();
  expect(after).toHaveLength(before + 1);
  expect(after[0]?.sent).toBe(false);
});

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
