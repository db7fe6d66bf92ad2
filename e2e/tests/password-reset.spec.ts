import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin, apiSignIn, createUser } from '../support/api';
import { USERS, login } from '../support/portal';
import { mailCatcherUrl, mailTo } from '../support/stack';

const LINK_INVALID = /Ссылка для смены пароля недействительна/;

async function requestLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/password\/forget$/);
  await page.getByLabel('Почта').fill(email);
  await page.getByLabel('Логин').fill(email);
  await page.getByRole('button', { name: 'Восстановить пароль' }).click();
  await expect(page.getByRole('status')).toHaveText(/на почту отправлена ссылка для смены пароля/);
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel('Новый пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите новый пароль').fill(password);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
}

test('a forgotten password is replaced through the mailed one-time link', async ({ page, baseURL }) => {
  const mailUrl = await mailCatcherUrl();
  const adminToken = await apiLogin(USERS.admin);
  const account = await createUser(adminToken);
  await requestLink(page, account.email);

  if (!mailUrl) {
    // `npm start`'s topology has no SMTP: the mail waits in the outbox (administrators see it there, not
    // its link). The password has not changed.
    const outbox = await apiCall<{ recipient: string; sent: boolean }[]>(adminToken, 'GET', '/api/admin/mail/outbox/0/10000000');
    expect(outbox.data.filter((m) => m.recipient === account.email)).toEqual([expect.objectContaining({ sent: false })]);
    expect(JSON.stringify(outbox.data)).not.toContain('#token=');
    await apiSignIn(account.email, account.password);
    return;
  }

  // The compose topology sends it through SMTP to the mail catcher (mailpit in compose).
  await expect.poll(async () => (await mailTo(mailUrl, account.email)).length).toBe(1);
  const [mail] = await mailTo(mailUrl, account.email);
  expect(mail?.subject).toBe('Портал наряд-допусков: восстановление пароля');
  expect(mail?.text).not.toMatch(/Новый пароль:/);
  const link = /(https?:\/\/\S+\/password\/reset#token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(link.startsWith(`${baseURL}/password/reset#token=`)).toBe(true);

  // Until the link is used the old password still signs in.
  await apiSignIn(account.email, account.password);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  // The token leaves the address bar (and so the history) once the screen has read it.
  await expect(page).toHaveURL(/\/password\/reset$/);
  await setPassword(page, 'reset-password-42');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('status')).toHaveText('Пароль изменён. Войдите с новым паролем.');

  await login(page, account.email, 'reset-password-42');
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(apiSignIn(account.email, account.password)).rejects.toThrow(/403/);

  // The link has been used: a second use is refused and offers a new one.
  await page.goto(link);
  await setPassword(page, 'another-password-43');
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
  await expect(page).toHaveURL(/\/password\/forget$/);
  await apiSignIn(account.email, 'reset-password-42');
});

test('a made-up link and one without a token are refused', async ({ page }) => {
  await page.goto(`/password/reset#token=${'A'.repeat(43)}`);
  await setPassword(page, 'made-up-password-1');
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
  await page.goto('/auth');
  await page.goto('/password/reset');
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
});
