import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, createUser, submitPermit } from '../support/api';
import { USERS, login } from '../support/portal';

test('a status change by one user reaches another within one poll, and the status counts follow', async ({ page }) => {
  const preparator = await createUser(await apiLogin(USERS.admin), ['PREPARATOR']);
  // The counts' requests: one call for every status per poll, not one per status (a weak signal's six connections).
  const countRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/nd_processing\/counts?ByStatus/.test(pathname)) countRequests.push(pathname);
  });
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
  expect(countRequests.length).toBeGreaterThanOrEqual(2);
  expect(new Set(countRequests)).toEqual(new Set(['/api/nd_processing/countsByStatus']));

  await header.getByRole('button', { name: /Уведомления/ }).click();
  const item = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('listitem').first();
  await expect(item).toContainText(String(permit.id));
  await item.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${permit.id}$`));
});

type Notice = { id: number; nd_id: number | null; readed: boolean; kind: string };
const noticesOf = async (token: string) => (await apiCall<Notice[]>(token, 'GET', '/api/notifications/list/0/1000')).data;

test('the bell groups by permit, newest first; opening a permit reads its notifications; nobody hears of his own move', async ({ page }) => {
  const admin = await apiLogin(USERS.admin);
  const preparator = await createUser(admin, ['PREPARATOR']);
  const preparatorToken = await apiLogin(preparator.email, preparator.password);
  const creatorToken = await apiLogin(USERS.creator);

  // Permit A: asked to approve, then cancelled by its creator. Permit B, newer: asked to approve.
  const a = await submitPermit(USERS.creator, 'PREPARATOR', { PREPARATOR: preparator.id });
  const creatorBefore = (await noticesOf(creatorToken)).length;
  const cancel = await apiCall<boolean>(creatorToken, 'POST', '/api/nd_processing/processingND', { ndId: a.id, status: 'CANCELLED' });
  expect(cancel).toEqual({ status: 200, data: true });
  // The creator cancelled it himself: the participants are told, he is not.
  expect((await noticesOf(creatorToken)).length).toBe(creatorBefore);
  const b = await submitPermit(USERS.creator, 'PREPARATOR', { PREPARATOR: preparator.id });

  await login(page, preparator.email, preparator.password);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Уведомления, непрочитанных: 3' }).click();
  const list = page.getByRole('list', { name: 'Список уведомлений' });
  // One entry per permit, the one with the newest notification first; inside, the newest first.
  await expect(list.getByRole('link')).toHaveText([`Наряд-допуск № ${b.id}`, `Наряд-допуск № ${a.id}`]);
  const groupA = list.getByRole('list', { name: `Уведомления: Наряд-допуск № ${a.id}` });
  await expect(groupA.getByRole('listitem')).toHaveCount(2);
  const kindsA = (await noticesOf(preparatorToken)).filter((n) => n.nd_id === a.id).map((n) => n.kind);
  expect(kindsA).toEqual(['CANCELLED', 'AWAITING_APPROVAL']);

  // Opening permit A from the bell reads both of its notifications, and only those.
  await list.getByRole('link', { name: `Наряд-допуск № ${a.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${a.id}$`));
  await expect(header.getByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeVisible({ timeout: 2_000 });

  // Opening permit B's page any other way reads its notification too.
  const readB = page.waitForResponse((r) => r.url().includes(`/api/notifications/readed?ndId=${b.id}`) && r.ok());
  await page.goto(`/nd/show/${b.id}`);
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${b.id}` })).toBeVisible();
  await readB;
  expect((await noticesOf(preparatorToken)).filter((n) => n.nd_id === a.id || n.nd_id === b.id).every((n) => n.readed)).toBe(true);
  // After a reload the bell starts empty-handed: its first answer must already have nothing unread.
  await expect(header.getByRole('button', { name: /Уведомления, непрочитанных/ })).toHaveCount(0);

  // The preparator approves B from its page: the others are told, he is not.
  const before = (await noticesOf(preparatorToken)).length;
  await page.getByRole('region', { name: 'Действия' }).getByRole('button', { name: 'Согласовать' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Согласовать' }).click();
  await expect(dialog).toBeHidden();
  expect((await noticesOf(preparatorToken)).length).toBe(before);
  await expect(header.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();
});
