import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { USERS, login, ports } from '../support/portal';

const PAGE_SIZE = 20;
const unique = () => String(Date.now()).slice(-6);

/** New rows are appended (lists are ordered by id), so they show on the last page of 20. */
async function openLastPage(page: Page, name: string) {
  await page.goto(`/admin/${name}`);
  const total = page.getByText(/^Всего: \d+$/);
  await expect(total).toBeVisible();
  const count = Number((await total.textContent())?.replace(/\D/g, ''));
  const last = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (last > 1) await page.goto(`/admin/${name}?page=${last}`);
  await expect(page.getByRole('table')).toBeVisible();
}

function rowWith(page: Page, text: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: text });
}

function rowOf(page: Page, name: string, id: number): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/admin/${name}/${id}"]`) });
}

async function save(page: Page, path: RegExp) {
  const response = page.waitForResponse((r) => path.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const body: unknown = await (await response).json();
  expect((await response).ok(), JSON.stringify(body)).toBe(true);
  return body;
}

function idOf(body: unknown): number {
  const id = body && typeof body === 'object' && 'id' in body ? body.id : undefined;
  expect(typeof id).toBe('number');
  return Number(id);
}

async function confirmDelete(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Удалить запись?' });
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
}

test.describe('admin catalogues', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, USERS.admin);
  });

  test('SIZ: create, edit and delete (writes under /api/admin/siz)', async ({ page }) => {
    const name = `Каска e2e ${unique()}`;
    await page.goto('/admin/siz');
    await page.getByRole('link', { name: 'Добавить' }).click();
    await expect(page).toHaveURL(/\/admin\/siz\/add$/);
    await expect(page.getByText('Полей: 2, заполнено: 0, с ошибками: 0')).toBeVisible();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Поле «Средство защиты» обязательно')).toBeVisible();

    await page.getByLabel('Средство защиты').fill(name);
    await page.getByLabel('Описание').fill('Защита головы');
    await save(page, /\/api\/admin\/siz\/save$/);
    await expect(page).toHaveURL(/\/admin\/siz$/);

    await openLastPage(page, 'siz');
    await rowWith(page, name).getByRole('link', { name: 'Изменить' }).click();
    await expect(page.getByLabel('Средство защиты')).toHaveValue(name);
    await page.getByLabel('Средство защиты').fill(`${name} (изм.)`);
    await save(page, /\/api\/admin\/siz\/save$/);
    await expect(page).toHaveURL(/\/admin\/siz$/);

    await openLastPage(page, 'siz');
    await confirmDelete(page, rowWith(page, `${name} (изм.)`));
  });

  test('a user with roles: create, change roles, delete', async ({ page }) => {
    const email = `e2e.${unique()}@demo.ru`;
    await page.goto('/admin/users/add');
    const roles = page.getByRole('group', { name: /Роли/ });
    await expect(roles.getByRole('checkbox')).toHaveCount(8);
    await expect(roles.getByRole('checkbox', { name: 'Пользователь' })).toHaveCount(0);

    await page.getByLabel('Фамилия').fill('Тестов');
    await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Тест');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Телефон').fill('+7 900 123-45-67');
    const sections = page.waitForResponse(/getSectionsByOrganization/);
    await page.getByRole('combobox', { name: 'Организация' }).selectOption({ index: 1 });
    await sections;
    await page.getByRole('combobox', { name: 'Отдел' }).selectOption({ index: 1 });
    await page.getByLabel('Профессия').fill('Слесарь');
    await page.getByLabel('Квалификация').fill('5 разряд');
    await roles.getByText('Создатель', { exact: true }).click();
    await roles.getByText('Исполнитель', { exact: true }).click();
    const created = await save(page, /\/api\/admin\/user\/register$/);
    const id = idOf(created);
    await expect(page).toHaveURL(/\/admin\/users$/);

    await openLastPage(page, 'users');
    const row = rowOf(page, 'users', id);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Создатель');
    await expect(row).toContainText('Исполнитель');

    await row.getByRole('link', { name: 'Изменить' }).click();
    await expect(page.getByLabel('Электронная почта')).toHaveValue(email);
    await expect(page.getByRole('group', { name: /Роли/ }).getByRole('checkbox', { name: 'Создатель' })).toBeChecked();
    await page.getByRole('group', { name: /Роли/ }).getByText('Утверждающий', { exact: true }).click();
    const request = page.waitForRequest(/\/api\/admin\/user\/register$/);
    await save(page, /\/api\/admin\/user\/register$/);
    expect((await request).postDataJSON()).toMatchObject({ id, create: false, username: email, roles: ['CREATOR', 'APPROVER', 'EXECUTOR'] });

    await openLastPage(page, 'users');
    for (const role of ['Создатель', 'Утверждающий', 'Исполнитель']) await expect(rowOf(page, 'users', id)).toContainText(role);
    await confirmDelete(page, rowOf(page, 'users', id));
  });

  test('a work shift sends its times and the same [hour, minute] pairs, and reads them back as written', async ({ page }) => {
    await page.goto('/admin/workshifts/add');
    await page.getByRole('combobox', { name: 'Организация' }).selectOption({ index: 1 });
    await page.getByLabel('Начало смены').fill('08:00');
    await page.getByLabel('Окончание смены').fill('22:30');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/workshifts/save') && r.method() === 'POST');
    const id = idOf(await save(page, /\/api\/workshifts\/save$/));
    const written = { time_start: '08:00', time_end: '22:30', timeStart: [8, 0], timeEnd: [22, 30] };
    // The browser runs in Moscow (+3): the pairs are not moved by it.
    expect((await request).postDataJSON()).toMatchObject(written);
    const read = await apiCall<Record<string, unknown>>(await apiLogin(USERS.admin), 'GET', `/api/workshifts/get/${id}`);
    expect(read.data).toMatchObject(written);

    await openLastPage(page, 'workshifts');
    await rowOf(page, 'workshifts', id).getByRole('link', { name: 'Изменить' }).click();
    await expect(page.getByLabel('Начало смены')).toHaveValue('08:00');
    await page.getByLabel('Окончание смены').fill('20:00');
    await save(page, /\/api\/workshifts\/save$/);
    await openLastPage(page, 'workshifts');
    await expect(rowOf(page, 'workshifts', id)).toContainText('20:00');
    await confirmDelete(page, rowOf(page, 'workshifts', id));
  });

  test('a catalogue list sorts by a column header and shows the rows per page chosen («Все» as 10000000)', async ({ page }) => {
    await page.goto('/admin/places');
    const table = page.getByRole('table', { name: 'Места проведения работ' });
    await expect(table).toBeVisible();
    const all = page.waitForRequest((r) => r.url().includes('/api/placesWorks/list/0/10000000'));
    await page.getByRole('combobox', { name: 'Строк на странице' }).selectOption('Все');
    await all;
    const names = async () => (await table.getByRole('row').locator('td:first-child').allTextContents()).map((t) => t.trim());
    await table.getByRole('button', { name: 'Место проведения работ' }).click();
    await expect(table.getByRole('columnheader', { name: /Место проведения работ/ })).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort(new Intl.Collator('ru', { numeric: true, sensitivity: 'base' }).compare));
    await table.getByRole('button', { name: /Место проведения работ/ }).click();
    await expect(table.getByRole('columnheader', { name: /Место проведения работ/ })).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual([...ascending].reverse());
  });

  test("an event: the searchable 'Вид наряда-допуска' gives type_nd; edit shows the chosen type", async ({ page }) => {
    const name = `Замер e2e ${unique()}`;
    await page.goto('/admin/events/add');
    await page.getByLabel('Контрольное мероприятие').fill(name);
    await page.getByLabel('Описание').fill('Газоанализ перед началом работ');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Поле «Вид наряда-допуска» обязательно')).toBeVisible();

    const choice = page.getByRole('combobox', { name: 'Вид наряда-допуска' });
    await choice.click();
    const first = page.getByRole('option').first();
    const typeName = (await first.textContent())?.trim() ?? '';
    await choice.fill(typeName.slice(0, 5));
    await page.getByRole('option', { name: typeName }).click();
    await expect(choice).toHaveValue(typeName);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/events/save') && r.method() === 'POST');
    const id = idOf(await save(page, /\/api\/events\/save$/));
    const body = (await request).postDataJSON();
    expect(typeof body.type_nd).toBe('number');
    expect(body).not.toHaveProperty('place');
    expect(body).not.toHaveProperty('type_detail');

    await openLastPage(page, 'events');
    const row = rowOf(page, 'events', id);
    await expect(row).toContainText(typeName);
    await row.getByRole('link', { name: 'Изменить' }).click();
    await expect(page.getByRole('combobox', { name: 'Вид наряда-допуска' })).toHaveValue(typeName);
    await page.getByLabel('Контрольное мероприятие').fill(`${name} (изм.)`);
    await save(page, /\/api\/events\/save$/);
    await openLastPage(page, 'events');
    await expect(rowOf(page, 'events', id)).toContainText(`${name} (изм.)`);
    await confirmDelete(page, rowOf(page, 'events', id));
  });

  test('organizations show shift counts in Russian; a row in use is not deleted and the server says why', async ({ page }) => {
    await page.goto('/admin/organizations');
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(2)).toHaveText(/^\d+ (смена|смены|смен)$/);
    await first.getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить запись?' });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Запись используется');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(first).toBeVisible();
  });
});

test('a non-admin is refused the admin area, and by the API too', async ({ page }) => {
  await login(page, USERS.creator);
  await page.goto('/admin/siz');
  // The shell refuses before the remote loads; the remote's own guard says the same words.
  await expect(page.getByRole('main')).toContainText('Нет доступа к этому разделу');
  await expect(page.getByRole('table')).toHaveCount(0);

  const stored = await page.evaluate(() => localStorage.getItem('auth'));
  const token: unknown = JSON.parse(stored ?? '{}').token;
  const response = await page.request.delete(`http://127.0.0.1:${ports.api}/api/admin/siz/delete/1`, {
    headers: { Authorization: `Bearer_${String(token)}` },
  });
  expect(response.status()).toBe(403);
});

const CATALOGUE_NAMES = [
  'type',
  'content',
  'places',
  'organizations',
  'workshifts',
  'region',
  'sections',
  'users',
  'events',
  'dangerous-factors',
  'instruments',
  'security-measures',
  'siz',
];

test('every catalogue lists its rows with actions, and opens its create and edit forms', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, USERS.admin);
  for (const name of CATALOGUE_NAMES) {
    await page.goto(`/admin/${name}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Действия' }), name).toBeVisible();
    await expect(table.getByRole('row').nth(1), name).toBeVisible();
    await expect(page.getByText(/^Всего: \d+$/), name).toBeVisible();

    await table.getByRole('row').nth(1).getByRole('link', { name: 'Изменить' }).click();
    await expect(page.getByText(/^Полей: \d+, заполнено: \d+, с ошибками: 0$/), name).toBeVisible();
    await expect(page.getByText('Загрузка вариантов…'), name).toHaveCount(0);
    await expect(page.getByText('Не удалось загрузить варианты'), name).toHaveCount(0);
    await expect(page.getByRole('alert'), name).toHaveCount(0);

    await page.goto(`/admin/${name}/add`);
    await expect(page.getByText(/^Полей: \d+, заполнено: 0, с ошибками: 0$/), name).toBeVisible();
  }
});
