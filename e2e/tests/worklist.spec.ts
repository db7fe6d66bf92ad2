import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, createUser, freshZone, moveAs, submitPermit, setupSignIn } from '../support/api';
import { DEMO_PASSWORD, USERS, signedIn } from '../support/portal';

/**
 * «Мои задачи» on the home page (mf-permits' home.widgets slot, loaded by the shell at run time) and the
 * list scope «Я участник», on the seeded portal. Each test names a fresh user on permits made through the
 * API, so his worklist holds exactly those and its counts are known.
 */

const STEPS = { PREPARATOR: 'preparator@demo.ru', INDUSTRIAL_SAFER: 'safer@demo.ru', ISSUANCER: 'issuer@demo.ru', APPROVER: 'approver@demo.ru' };

/** The seeded demo users named for the four route steps, by id (the permit's type routes through all four). */
async function demoSteps(): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(STEPS).map(async ([role, email]) => [role, (await setupSignIn(email)).user_id] as const));
  return Object.fromEntries(entries);
}

const approveAs = async (emails: string[], ndId: number) => {
  for (const email of emails) await moveAs(email, ndId, 'READY_TO_WORK');
};

const widgetOf = (page: Page) => page.getByRole('region', { name: 'Мои задачи' });
const groupOf = (widget: Locator, label: string) => widget.getByRole('region', { name: label });
const rowLink = (scope: Locator, id: number) => scope.getByRole('link', { name: `Наряд-допуск № ${id}`, exact: true });

async function expectGroup(widget: Locator, label: string, ids: number[]) {
  const group = groupOf(widget, label);
  await expect(group.getByRole('heading')).toHaveText(`${label} ${ids.length}`);
  await expect(group.getByRole('link', { name: /^Наряд-допуск № \d+$/ })).toHaveText(ids.map((id) => `Наряд-допуск № ${id}`));
}

/** Opens the row's moves and confirms `action` in the move dialog, as on the permit page. */
async function moveFromRow(page: Page, group: Locator, id: number, action: string) {
  await group.getByRole('button', { name: `Действия: Наряд-допуск № ${id}` }).click();
  await group.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

type Worklist = { total: number; groups: { key: string; count: number; rows: { id: number }[] }[] };
const worklistOf = async (email: string) => (await apiCall<Worklist>((await setupSignIn(email)).token, 'GET', '/api/nd_processing/worklist')).data;

test('an approver: the permit at his step waits for him, counted; approving from the row hands it to the next step', async ({ browser }) => {
  const admin = (await setupSignIn(USERS.admin)).token;
  const issuer = await createUser(admin, ['ISSUANCER'], DEMO_PASSWORD);
  const approver = await createUser(admin, ['APPROVER'], DEMO_PASSWORD);
  const permit = await submitPermit(USERS.creator, 'PREPARATOR', { ...(await demoSteps()), ISSUANCER: issuer.id, APPROVER: approver.id });
  await approveAs([STEPS.PREPARATOR, STEPS.INDUSTRIAL_SAFER], permit.id);
  expect((await worklistOf(approver.email)).total).toBe(0);

  const page = await signedIn(browser, issuer.email);
  const widget = widgetOf(page);
  await expect(widget.getByText(/^Мои: 1 наряд-допуск · в работе у организации: \d+$/)).toBeVisible();
  await expectGroup(widget, 'Ждут моего согласования', [permit.id]);
  await moveFromRow(page, groupOf(widget, 'Ждут моего согласования'), permit.id, 'Согласовать');

  // Gone from his list at once (the move reloads «Мои задачи»), and now at the approver's step.
  await expect(widget.getByText('Задач нет')).toBeVisible({ timeout: 2_000 });
  await expect(widget.getByText(/^Мои: 0 наряд-допусков ·/)).toBeVisible();
  const next = await worklistOf(approver.email);
  expect(next.groups.find((g) => g.key === 'approve')).toMatchObject({ count: 1, rows: [{ id: permit.id }] });
  await page.context().close();
});

test('an executor: a permit ready to start is his; started from the row it is in work under him, and «Я участник» lists it', async ({ browser }) => {
  const admin = (await setupSignIn(USERS.admin)).token;
  const executor = await createUser(admin, ['EXECUTOR'], DEMO_PASSWORD);
  const permit = await submitPermit(USERS.creator, 'PREPARATOR', { ...(await demoSteps()), EXECUTOR: executor.id }, { zone: await freshZone(admin) });
  await approveAs(Object.values(STEPS), permit.id);

  const page = await signedIn(browser, executor.email);
  const widget = widgetOf(page);
  await expect(widget.getByText(/^Мои: 1 наряд-допуск · в работе у организации: \d+$/)).toBeVisible();
  await expectGroup(widget, 'Готовы к началу работ', [permit.id]);
  await expectGroup(widget, 'Заканчиваются в ближайшие 24 часа', [permit.id]);
  await moveFromRow(page, groupOf(widget, 'Готовы к началу работ'), permit.id, 'Начать работы');

  await expectGroup(widget, 'В работе под моим руководством', [permit.id]);
  await expect(groupOf(widget, 'Готовы к началу работ')).toHaveCount(0);
  await expect(rowLink(groupOf(widget, 'В работе под моим руководством'), permit.id).locator('xpath=..')).toContainText('В работе');

  // The row leads to its permit.
  await rowLink(groupOf(widget, 'В работе под моим руководством'), permit.id).click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${permit.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Наряд-допуск № ${permit.id}` })).toBeVisible();

  // «Я участник»: the permits that name him in any field; «Ваши» are the ones he created (none).
  await page.goto('/nd');
  await page.getByLabel('Показывать').selectOption({ label: 'Я участник' });
  await expect(page).toHaveURL(/scope=participant/);
  const table = page.getByRole('table', { name: 'Наряд-допуски' });
  await expect(table.getByRole('link', { name: `Просмотр наряд-допуска № ${permit.id}` })).toBeVisible();
  await expect(table.getByRole('link', { name: /^Просмотр наряд-допуска № / })).toHaveCount(1);
  await page.getByLabel('Показывать').selectOption({ label: 'Ваши' });
  await expect(page).toHaveURL(/scope=own/);
  await expect(page.getByText('Наряд-допусков нет')).toBeVisible();
  await page.context().close();
});

test('a creator: returned to him for changes, his drafts, and his permits ending within 24 hours', async ({ browser }) => {
  const admin = (await setupSignIn(USERS.admin)).token;
  const creator = await createUser(admin, ['CREATOR'], DEMO_PASSWORD);
  const steps = await demoSteps();
  const draft = await submitPermit(creator.email, 'PREPARATOR', steps, { draft: true });
  const returned = await submitPermit(creator.email, 'PREPARATOR', steps);
  await moveAs(STEPS.PREPARATOR, returned.id, 'ON_MODIFICATION', 'Уточните меры безопасности');
  const ending = await submitPermit(creator.email, 'PREPARATOR', steps);
  await approveAs(Object.values(STEPS), ending.id);
  // Waiting for someone else's step: not his move, not in his list.
  await submitPermit(creator.email, 'PREPARATOR', steps);

  const page = await signedIn(browser, creator.email);
  const widget = widgetOf(page);
  await expect(widget.getByText(/^Мои: 3 наряд-допуска · в работе у организации: \d+$/)).toBeVisible();
  await expectGroup(widget, 'Возвращены мне на доработку', [returned.id]);
  await expectGroup(widget, 'Мои черновики', [draft.id]);
  await expectGroup(widget, 'Заканчиваются в ближайшие 24 часа', [ending.id]);
  for (const label of ['Ждут моего согласования', 'Готовы к началу работ', 'В работе под моим руководством']) {
    await expect(groupOf(widget, label)).toHaveCount(0);
  }
  await page.context().close();
});
