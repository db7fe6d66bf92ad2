import { expect, test } from '@playwright/test';
import { login, USERS } from '../support/portal';

/**
 * A refused save is marked on the fields it names (the 400's `fields`), not only in the message at the foot of
 * the form: on a phone that message is a screen or more below the field. Issue 21, point 1.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const pad = (n: number) => String(n).padStart(2, '0');
const digits = (d: Date) => `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}`;
const dotted = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;

test('a window the server refuses is marked on the end date itself, in view and focused, not only in a banner', async ({ page }) => {
  const start = new Date(Date.now() + 24 * 60 * 60_000);
  const end = new Date(Date.now() + 21 * 24 * 60 * 60_000);
  await login(page, USERS.creator);
  await page.goto('/nd/add');
  await page.getByLabel(/Дата начала работ/).pressSequentially(digits(start));
  const endDate = page.getByLabel(/Дата окончания работ/);
  await endDate.pressSequentially(digits(end));
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();

  // Only the server knows the site's limit (MAX_PERMIT_DAYS): the form learns it from the refusal's fields.
  await expect(endDate).toHaveAttribute('aria-invalid', 'true');
  await expect(endDate).toBeFocused();
  const mark = page.getByText(/^Срок действия наряда-допуска — не более \d+ дн\. от начала работ$/);
  await expect(mark).toBeInViewport();
  await expect(page).toHaveURL(/\/nd\/add$/);
  await expect(endDate).toHaveValue(dotted(end));
});
