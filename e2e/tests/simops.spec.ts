import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin, apiSignIn, createUser, freshZone, moveAs, submitPermit } from '../support/api';
import { DEMO_PASSWORD, USERS, login, signedIn } from '../support/portal';

/**
 * Issue 22: the SIMOPS matrix. An administrator edits it on «Совмещение работ (SIMOPS)»; a start consults
 * it for each work running in the same zone at the same time: forbidden refuses and names the blocker,
 * allowed starts, conditional asks the starter to confirm the conditions and records that in the history.
 * Every test makes its own permit types (so the seeded matrix and other tests never decide its pairs)
 * and its own zone (so no other work in the portal overlaps).
 */

const STEPS = { PREPARATOR: 'preparator@demo.ru', INDUSTRIAL_SAFER: 'safer@demo.ru', ISSUANCER: 'issuer@demo.ru', APPROVER: 'approver@demo.ru' };
const ROUTE = Object.keys(STEPS);
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

async function freshType(admin: string, name: string): Promise<{ id: number; name: string }> {
  const type = `${name} ${unique()}`;
  const res = await apiCall<{ id: number }>(admin, 'POST', '/api/typeNd/save', { type, description: 'Сквозной тест SIMOPS', route: ROUTE });
  if (res.status !== 200) throw new Error(`typeNd/save: ${res.status} ${JSON.stringify(res.data)}`);
  return { id: res.data.id, name: type };
}

async function setRule(admin: string, typeA: number, typeB: number, decision: string, conditions?: string) {
  const res = await apiCall(admin, 'POST', '/api/simops/save', { typeA, typeB, decision, ...(conditions ? { conditions } : {}) });
  if (res.status !== 200) throw new Error(`simops/save: ${res.status} ${JSON.stringify(res.data)}`);
}

/**
 * Two permits of the given types in one fresh zone, windows overlapping (now − 1 h … now + 8 h), both
 * approved to «Готов к работе»; the first is started through the API, the second is left for the browser.
 */
async function runningAndReady(decision: string | null, conditions?: string) {
  const admin = await apiLogin(USERS.admin);
  const running = await freshType(admin, 'Электромонтажные работы e2e');
  const starting = await freshType(admin, 'Работы на высоте e2e');
  if (decision) await setRule(admin, running.id, starting.id, decision, conditions);
  const executor = await createUser(admin, ['EXECUTOR'], DEMO_PASSWORD);
  const zone = await freshZone(admin);
  const steps = Object.fromEntries(await Promise.all(Object.entries(STEPS).map(async ([role, email]) => [role, (await apiSignIn(email)).user_id])));
  const participants = { ...steps, EXECUTOR: executor.id };
  const first = await submitPermit(USERS.creator, 'PREPARATOR', participants, { zone, typeId: running.id });
  const second = await submitPermit(USERS.creator, 'PREPARATOR', participants, { zone, typeId: starting.id });
  for (const id of [first.id, second.id]) {
    for (const email of Object.values(STEPS)) await moveAs(email, id, 'READY_TO_WORK');
  }
  await moveAs(executor.email, first.id, 'IN_WORK', undefined, DEMO_PASSWORD);
  return { running, starting, executor, first: first.id, second: second.id };
}

/** Opens the permit as its executor and counts the moves the page sends. */
async function openAsExecutor(page: Page, ndId: number) {
  const moves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/nd_processing/processingND')) moves.push(r.postData() ?? '');
  });
  await page.goto(`/nd/show/${ndId}`);
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${ndId}` })).toBeVisible();
  return moves;
}

function zoneWorkOf(page: Page, ndId: number) {
  return page
    .getByRole('region', { name: 'Работы в зоне' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Наряд-допуск № ${ndId}\\b`) });
}

test('admin adds a conditional pair, changes it and deletes it with a confirmation', async ({ page }) => {
  const admin = await apiLogin(USERS.admin);
  const a = await freshType(admin, 'Огневые работы e2e');
  const b = await freshType(admin, 'Газоопасные работы e2e');
  await login(page, USERS.admin);

  await page.getByRole('navigation').getByRole('link', { name: 'Совмещение работ (SIMOPS)' }).click();
  await expect(page).toHaveURL(/\/admin\/simops$/);
  await expect(page.getByRole('heading', { name: 'Совмещение работ (SIMOPS)', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/admin\/simops\/add$/);

  await page.getByLabel('Вид работ А').selectOption({ label: a.name });
  await page.getByLabel('Вид работ Б').selectOption({ label: b.name });
  await page.getByRole('radiogroup').getByText('Разрешено при условиях', { exact: true }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Для решения «Разрешено при условиях» укажите условия совмещения')).toBeVisible();

  await page.getByLabel('Условия совмещения').fill('Газоанализ перед началом, наблюдающий');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/simops$/);
  const row = page.getByRole('table', { name: 'Совмещение работ (SIMOPS)' }).getByRole('row').filter({ hasText: a.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(b.name);
  await expect(row).toContainText('Разрешено при условиях');
  await expect(row).toContainText('Газоанализ перед началом, наблюдающий');

  await row.getByRole('link', { name: /^Изменить/ }).click();
  await expect(page.getByLabel('Условия совмещения')).toHaveValue('Газоанализ перед началом, наблюдающий');
  await page.getByLabel('Условия совмещения').fill('Газоанализ каждые 2 часа, наблюдающий');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/simops$/);
  await expect(row).toContainText('Газоанализ каждые 2 часа, наблюдающий');

  await row.getByRole('button', { name: /^Удалить/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Удалить запись?' });
  await expect(dialog).toContainText(`«${a.name} + ${b.name}»`);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Удалить/ }).click();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  const rules = await apiCall<{ typeA: number; typeB: number }[]>(admin, 'GET', '/api/simops/listAll');
  expect(rules.data.some((r) => [r.typeA, r.typeB].includes(a.id))).toBe(false);
});

test('forbidden pair: the permit page says so in advance, the start is refused and names the blocking permit', async ({ browser }) => {
  const setup = await runningAndReady('forbidden');
  const page = await signedIn(browser, setup.executor.email);
  await openAsExecutor(page, setup.second);

  const work = zoneWorkOf(page, setup.first);
  await expect(work).toContainText('Запрещено');
  await expect(work).toContainText('Пока эти работы ведутся, начать работы нельзя');

  await page.getByRole('button', { name: 'Начать работы', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Начать работы', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Невозможно начать работы по текущему наряд-допуску');
  const blocker = dialog.getByRole('list', { name: 'Работы, мешающие началу' }).getByRole('listitem');
  await expect(blocker).toHaveCount(1);
  await expect(blocker).toContainText(setup.running.name);
  await expect(blocker.getByRole('link', { name: new RegExp(`^Наряд-допуск № ${setup.first}\\b`) })).toHaveAttribute(
    'href',
    `/nd/show/${setup.first}`,
  );
  await page.context().close();
});

test('allowed pair: the start goes through beside the running work', async ({ browser }) => {
  const setup = await runningAndReady('allowed');
  const page = await signedIn(browser, setup.executor.email);
  await openAsExecutor(page, setup.second);
  await expect(zoneWorkOf(page, setup.first)).toContainText('Разрешено');

  await page.getByRole('button', { name: 'Начать работы', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Начать работы', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('В работе', { exact: true })).toBeVisible();
  await page.context().close();
});

test('conditional pair: the dialog shows the conditions, the tick is required, the start records the confirmation in the history', async ({
  browser,
}) => {
  const conditions = 'Снять напряжение с участка, оградить зону, наблюдающий от электрохозяйства';
  const setup = await runningAndReady('conditional', conditions);
  const page = await signedIn(browser, setup.executor.email);
  const moves = await openAsExecutor(page, setup.second);
  const work = zoneWorkOf(page, setup.first);
  await expect(work).toContainText('Разрешено при условиях');
  await expect(work).toContainText(conditions);

  await page.getByRole('button', { name: 'Начать работы', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const item = dialog.getByRole('list', { name: 'Работы в зоне с условиями совмещения' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Наряд-допуск № ${setup.first}`);
  await expect(item).toContainText(setup.running.name);
  await expect(item).toContainText(`Условия: ${conditions}`);

  await dialog.getByLabel('Комментарий').fill('Бригада на месте');
  await dialog.getByRole('button', { name: 'Начать работы', exact: true }).click();
  await expect(item).toContainText('Подтвердите выполнение условий совмещения');
  expect(moves).toHaveLength(0);

  await item.getByText('Условия выполнены, совмещение подтверждаю').click();
  await expect(item.getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('button', { name: 'Начать работы', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(moves).toHaveLength(1);
  expect(JSON.parse(moves[0]!)).toMatchObject({ ndId: setup.second, status: 'IN_WORK', simopsConfirmed: [setup.first] });
  await expect(page.getByRole('main').getByText('В работе', { exact: true })).toBeVisible();

  const history = page.getByRole('list', { name: 'История маршрута' });
  const started = history.getByRole('listitem').filter({ hasText: 'Подтверждены условия совмещения работ' });
  await expect(started).toHaveCount(1);
  await expect(started).toContainText('Бригада на месте');
  await expect(started).toContainText(conditions);
  await expect(started).toContainText('Тестов Пётр');
  await page.context().close();
});
