import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiSignIn, createUser, freshZone, moveAs, submitPermit } from '../support/api';
import { DEMO_PASSWORD, USERS, signedIn } from '../support/portal';

/**
 * Issue 20, point 1: the header shows the signed-in user's own count («Мои задачи: N», from the worklist)
 * beside the organization's («Статусы»), refreshed at once when a permit changes, on one row on a phone.
 */

const STEPS = { PREPARATOR: 'preparator@demo.ru', INDUSTRIAL_SAFER: 'safer@demo.ru', ISSUANCER: 'issuer@demo.ru', APPROVER: 'approver@demo.ru' };

async function demoSteps(): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(STEPS).map(async ([role, email]) => [role, (await apiSignIn(email)).user_id] as const));
  return Object.fromEntries(entries);
}

const header = (page: Page) => page.getByRole('banner');

/** Confirms `action` on the permit page's move dialog. */
async function move(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('my count beside the organization’s: a link home, refreshed at once by a move, on one row on a phone', async ({ browser }) => {
  const admin = await apiLogin(USERS.admin);
  const executor = await createUser(admin, ['EXECUTOR'], DEMO_PASSWORD);
  const permit = await submitPermit(USERS.creator, 'PREPARATOR', { ...(await demoSteps()), EXECUTOR: executor.id }, { zone: await freshZone(admin) });
  for (const email of Object.values(STEPS)) await moveAs(email, permit.id, 'READY_TO_WORK');

  const page = await signedIn(browser, executor.email);
  await page.setViewportSize({ width: 375, height: 740 });
  // Ready for him to start (and ending within a day): one permit in his worklist.
  const mine = header(page).getByRole('link', { name: 'Мои задачи: 1' });
  await expect(mine).toBeVisible();
  await expect(mine).toHaveAttribute('href', '/');
  const statuses = header(page).getByRole('button', { name: /^Статусы наряд-допусков, всего: \d+$/ });
  await expect(statuses).toBeVisible();
  // One row on a phone: both on the same line, inside the screen.
  const [a, b] = [await mine.boundingBox(), await statuses.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(Math.abs(a!.y + a!.height / 2 - (b!.y + b!.height / 2))).toBeLessThan(8);
  expect(b!.x + b!.width).toBeLessThanOrEqual(375);

  await page.goto(`/nd/show/${permit.id}`);
  await move(page, 'Начать работы');
  await expect(header(page).getByRole('link', { name: 'Мои задачи: 1' })).toBeVisible();
  await move(page, 'Закончить работы');
  // Finished: the next move is the issuer's. The header follows the move at once, not on its 15 s poll.
  await expect(header(page).getByRole('link', { name: 'Мои задачи: 0' })).toBeVisible({ timeout: 3_000 });

  await header(page).getByRole('link', { name: 'Мои задачи: 0' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Мои задачи' })).toBeVisible();
  await page.context().close();
});
