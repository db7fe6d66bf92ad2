import { expect, test } from '@playwright/test';
import { submitPermit } from '../support/api';
import { USERS, signedIn } from '../support/portal';

/**
 * A status that is never stale: the list and the permit page were both seen (and cached) while the permit was a
 * draft; after editing it and sending it for consideration, both read «На рассмотрении» within a second, with
 * the draft's buttons gone. Navigation stays inside the portal (no reload), so the cache is what is tested.
 */
test('edit a draft, submit: the list and the permit page read «На рассмотрении» within 1 s', async ({ browser }) => {
  const draft = await submitPermit(USERS.creator, 'PREPARATOR', {}, { draft: true });
  expect(draft.status).toBe('DRAFT');
  const page = await signedIn(browser, USERS.creator);

  await page.goto('/nd');
  const view = page.getByRole('link', { name: `Просмотр наряд-допуска № ${draft.id}` });
  const row = page.getByRole('row').filter({ has: view });
  await expect(row).toContainText('Черновик');

  await view.click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${draft.id}$`));
  const badge = page.getByRole('heading', { name: `Наряд-допуск № ${draft.id}` }).locator('xpath=..');
  await expect(badge).toContainText('Черновик');
  await page.getByRole('link', { name: 'Изменить', exact: true }).click();

  await page.getByLabel('Номер бумажного наряда-допуска').fill(`E2E-свежий-${draft.id}`);
  await page.getByRole('button', { name: 'Отправить на рассмотрение' }).click();
  await expect(page).toHaveURL(/\/nd$/);
  await expect(row).toContainText('На рассмотрении', { timeout: 1_000 });
  await expect(row).not.toContainText('Черновик');

  await view.click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${draft.id}$`));
  await expect(badge).toContainText('На рассмотрении', { timeout: 1_000 });
  const actions = page.getByRole('region', { name: 'Действия' });
  await expect(actions.getByRole('button', { name: 'Отправить на рассмотрение' })).toHaveCount(0);
  await page.context().close();
});
