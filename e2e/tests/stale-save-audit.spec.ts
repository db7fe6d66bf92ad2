import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, USERS, ports, signedIn } from '../support/portal';

/**
 * Issue 8, items 5 and 7 in a real browser: two windows edit the same draft, the second save is refused
 * with the reload offer; the administrator then finds both the save and the refused one's absence in
 * «Журнал действий».
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${ports.api}`;
const suffix = String(Date.now()).slice(-6);
let ndId = 0;

test('the second of two windows saving one draft is told to reload, and keeps its input until it does', async ({ browser, request }) => {
  const token = (await (await request.post(`${API}/api/users/auth/login`, { data: { username: USERS.creator, password: DEMO_PASSWORD } })).json())
    .token as string;
  const created = await request.post(`${API}/api/nd_processing/create_nd`, {
    headers: { authorization: `Bearer_${token}` },
    data: { draft: true, numberPaperNd: `STALE-${suffix}` },
  });
  expect(created.ok()).toBeTruthy();
  ndId = (await created.json()).id as number;

  const first = await signedIn(browser, USERS.creator);
  const second = await signedIn(browser, USERS.creator);
  for (const page of [first, second]) {
    await page.goto(`/nd/edit/${ndId}`);
    await expect(page.getByLabel('Номер бумажного наряда-допуска')).toHaveValue(`STALE-${suffix}`);
  }

  await first.getByLabel('Номер бумажного наряда-допуска').fill(`FIRST-${suffix}`);
  await first.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(first).toHaveURL(/\/nd$/);

  await second.getByLabel('Номер бумажного наряда-допуска').fill(`SECOND-${suffix}`);
  await second.getByRole('button', { name: 'Сохранить черновик' }).click();
  const dialog = second.getByRole('alertdialog', { name: 'Наряд-допуск изменён' });
  await expect(dialog).toContainText('изменён другим пользователем после того, как вы его открыли');
  await expect(dialog).toContainText('несохранённые изменения будут потеряны');

  await dialog.getByRole('button', { name: 'Остаться в форме' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByLabel('Номер бумажного наряда-допуска')).toHaveValue(`SECOND-${suffix}`);

  await second.getByRole('button', { name: 'Обновить' }).click();
  await expect(second.getByLabel('Номер бумажного наряда-допуска')).toHaveValue(`FIRST-${suffix}`);
  await second.getByLabel('Номер бумажного наряда-допуска').fill(`SECOND-${suffix}`);
  await second.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(second).toHaveURL(/\/nd$/);
});

test('the administrator reads the permit’s saves in «Журнал действий»', async ({ browser }) => {
  const admin = await signedIn(browser, USERS.admin);
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('heading', { name: 'Журнал действий' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Объект' }).selectOption({ label: 'Наряд-допуск' });
  await admin.getByRole('combobox', { name: 'Действие' }).selectOption({ label: 'Изменение' });

  const rows = admin
    .getByRole('table', { name: 'Журнал действий' })
    .getByRole('row')
    .filter({ hasText: `Наряд-допуск № ${ndId}` });
  // Two saves went through (the refused one left nothing), newest first.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`FIRST-${suffix} → SECOND-${suffix}`);
  await expect(rows.nth(1)).toContainText(`STALE-${suffix} → FIRST-${suffix}`);
});
