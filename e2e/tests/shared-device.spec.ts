import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, USERS, login } from '../support/portal';

/**
 * One tablet, two users. What the first user's screens loaded is never shown to the next one who signs in on the
 * same page: also when he had left those screens before «Выйти», so that their remote was not on the page when the
 * session ended (dev-kit/src/runtime/remote-providers.tsx).
 */
// The held answer below is held by the page's route; a service worker's own requests would pass it by. Its cache,
// keyed by the session, is covered by offline.spec.ts.
test.use({ serviceWorkers: 'block' });

test('the next user on the same page never sees the first one’s «Мои задачи», even if he left the home page first', async ({ page }) => {
  await login(page, USERS.creator);
  const widget = page.getByRole('region', { name: 'Мои задачи' });
  const rows = widget.getByRole('link', { name: /^Наряд-допуск № \d+$/ });
  await expect(rows.first()).toBeVisible();
  const first = await rows.allTextContents();
  expect(first.length).toBeGreaterThan(0);

  // He leaves for the settings (the permits remote leaves the page), then signs out there.
  await page.getByRole('link', { name: 'Настройки' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth/);

  // The next user's «Мои задачи» is held back: until it comes, only a cache could fill the widget.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/nd_processing/worklist', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Почта').fill('creator2@demo.ru');
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Наряд-допуски' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(widget.getByText('Загрузка задач…')).toBeVisible();
  await expect(rows).toHaveCount(0);

  release();
  await expect(widget.getByText('Загрузка задач…')).toBeHidden();
  const shown = await rows.allTextContents();
  for (const name of first) expect(shown).not.toContain(name);
});
