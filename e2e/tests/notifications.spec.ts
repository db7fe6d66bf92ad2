import { expect, test } from '@playwright/test';
import { apiLogin, createUser, submitPermit } from '../support/api';
import { USERS, login } from '../support/portal';

test('a status change by one user reaches another within one poll, and the status counts follow', async ({ page }) => {
  const preparator = await createUser(await apiLogin(USERS.admin), ['PREPARATOR']);
  await login(page, preparator.email, preparator.password);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  const counts = header.getByRole('button', { name: /Статусы наряд-допусков, всего: \d+/ });
  await expect(counts).toBeVisible();
  // The accessible name, as the snapshot gives it: the text content also holds the aria-hidden badge's digits.
  const totalBefore = Number((await counts.ariaSnapshot()).match(/всего: (\d+)/)?.[1]);
  expect(Number.isInteger(totalBefore)).toBe(true);

  // Another user submits a permit that names this preparator for the first approval step.
  const permit = await submitPermit(USERS.creator, 'PREPARATOR', { PREPARATOR: preparator.id });
  expect(permit.status).toBe('ON_ACCEPTANCE');

  // The bell polls every 5 s: the notification must show within one poll (plus a little slack).
  await expect(header.getByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeVisible({ timeout: 7_000 });
  // The counts poll every 15 s.
  await expect(header.getByRole('button', { name: `Статусы наряд-допусков, всего: ${totalBefore + 1}` })).toBeVisible({ timeout: 17_000 });

  await header.getByRole('button', { name: /Уведомления/ }).click();
  const item = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('listitem').first();
  await expect(item).toContainText(String(permit.id));
  await item.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${permit.id}$`));
});
