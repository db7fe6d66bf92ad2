import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const USERS = {
  admin: 'admin@demo.ru',
  creator: 'creator@demo.ru',
  executor: 'executor@demo.ru',
} as const;

export async function login(page: Page, username: string, password = DEMO_PASSWORD, base = '') {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Почта').fill(username);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export const ports = {
  api: Number(process.env.API_PORT || 3000),
  shell: Number(process.env.SHELL_PORT || 8080),
  permits: Number(process.env.PERMITS_PORT || 8081),
  admin: Number(process.env.ADMIN_PORT || 8082),
  notifications: Number(process.env.NOTIFICATIONS_PORT || 8083),
};

/** A window of its own (a fresh context, Russian locale) signed in as `username`. */
export async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${ports.shell}`, locale: 'ru-RU' });
  const page = await context.newPage();
  await login(page, username);
  return page;
}
