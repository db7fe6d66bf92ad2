import { DEMO_PASSWORD } from '../../scripts/lib/apps.mjs';

/**
 * Signs a demo user in through the portal's own form and returns the browser's storage state (the session and
 * the profile the shell keeps), for pages measured signed in.
 */
export async function sessionOf(browser, baseURL, login) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Почта').fill(login);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
