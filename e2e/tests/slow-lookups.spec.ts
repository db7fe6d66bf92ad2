import { expect, test } from '@playwright/test';
import { signedIn } from '../support/portal';

/**
 * On a slow site network the zones of a place arrive well after the place is chosen. A person who types
 * into «Зона проведения работ» meanwhile keeps the text, and the matching zones appear when they arrive
 * (before, the box was rebuilt on their arrival: the text was gone and the list closed).
 */
test('the zone typed while the zones of the chosen place still load is kept and offered', async ({ browser }) => {
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.context().route(/\/api\/regionWorks\/getByPlace\//, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/nd/add');
  await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();

  const place = page.getByRole('combobox', { name: /^Место проведения работ/ });
  await place.click();
  await place.fill('Л-35');
  await page
    .getByRole('option', { name: /Л-35-11/ })
    .first()
    .click();

  const zone = page.getByRole('combobox', { name: /^Зона проведения работ/ });
  await zone.click();
  await zone.fill('К-201');
  await expect(page.getByRole('option', { name: 'Загрузка…' }).or(page.getByText('Загрузка…'))).toBeVisible();
  await expect(zone).toHaveValue('К-201');
  // Only the place's zones that match what was typed.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: /К-201/ }).click();
  await expect(zone).toHaveValue(/Блок колонн стабилизации К-201/);
  await page.context().close();
});
