import { expect, test } from '@playwright/test';
import { login, USERS } from '../support/portal';

/**
 * «Мои задачи» on the home page (mf-permits' home.widgets slot, loaded by the shell at run time) and the
 * list scope «Я участник», on the seeded portal.
 */
test('the home page shows the executor’s worklist, and a row leads to its permit', async ({ page }) => {
  await login(page, USERS.executor);
  const widget = page.getByRole('region', { name: 'Мои задачи' });
  await expect(widget.getByRole('heading', { name: /Мои задачи/ })).toBeVisible();
  await expect(widget.getByText(/^Мои: \d+ наряд-допуск\S* · в работе у организации: \d+$/)).toBeVisible();
  const first = widget.getByRole('link', { name: /^Наряд-допуск № \d+$/ }).first();
  if ((await first.count()) === 0) {
    await expect(widget.getByText('Задач нет')).toBeVisible();
    return;
  }
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/nd\/show\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the list scope «Я участник» asks for the user’s permits and keeps the choice in the address', async ({ page }) => {
  await login(page, USERS.executor);
  await page.goto('/nd');
  await page.getByLabel('Показывать').selectOption({ label: 'Я участник' });
  await expect(page).toHaveURL(/scope=participant/);
  await expect(page.getByRole('table', { name: 'Наряд-допуски' })).toBeVisible();
});
