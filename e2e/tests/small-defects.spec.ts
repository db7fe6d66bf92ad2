import { expect, test, type Page } from '@playwright/test';
import { apiCall, attachFile, type AttachedFile, setupSignIn } from '../support/api';
import { USERS, login, signedIn } from '../support/portal';

/**
 * Issue 20, point 8: a file is deleted by its id, never by a name that equals another file's id; a work
 * shift reads back as written whatever the browser's zone; catalogue lists sort across pages and take a
 * rows-per-page choice, while SIZ and events stay unsorted.
 */

const filesOf = async (token: string, ndId: number) =>
  (await apiCall<{ addFiles: AttachedFile[] }>(token, 'GET', `/api/nd_processing/getNdById/${ndId}`)).data.addFiles;

test('removing a file in the form deletes that file, not another one named like its id', async ({ browser }) => {
  const { token } = await setupSignIn(USERS.creator);
  const draft = await apiCall<{ id: number }>(token, 'POST', '/api/nd_processing/create_nd', { draft: true, detail_content_works: 'Файлы по id' });
  expect(draft.status).toBe(200);
  const ndId = draft.data.id;
  const first = (await attachFile(token, ndId, 'схема.txt', 'схема отглушения'))[0];
  if (!first) throw new Error('the upload answered no files');
  // A second file whose name is the first file's id: a delete by name would take it instead.
  const both = await attachFile(token, ndId, String(first.id), 'акт-допуск');
  const namesake = both.find((f) => f.id !== first.id);
  expect(namesake?.name).toBe(String(first.id));

  const page = await signedIn(browser, USERS.creator);
  await page.goto(`/nd/edit/${ndId}`);
  const attached = page.getByRole('list', { name: 'Приложенные файлы' });
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  const removal = page.waitForRequest((r) => r.url().includes('/api/nd_processing/uploadAddFiles') && r.method() === 'POST');
  await attached.getByRole('button', { name: 'Удалить файл «схема.txt»' }).click();
  await page.getByRole('alertdialog', { name: 'Удалить файл «схема.txt»?' }).getByRole('button', { name: 'Удалить' }).click();
  expect(new URL((await removal).url()).searchParams.get('name')).toBe(String(first.id));
  await expect(attached.getByRole('listitem')).toHaveCount(1);
  await expect(attached).toContainText(String(first.id));
  await expect(attached).not.toContainText('схема.txt');
  expect(await filesOf(token, ndId)).toEqual([expect.objectContaining({ id: namesake?.id, name: String(first.id) })]);
  await page.context().close();
});

test.describe('in a browser five hours east of UTC', () => {
  test.use({ timezoneId: 'Asia/Yekaterinburg' });

  test('a work shift across midnight reads back in the admin form exactly as written', async ({ page }) => {
    await login(page, USERS.admin);
    expect(await page.evaluate(() => new Date(2030, 0, 1).getTimezoneOffset())).toBe(-300);
    await page.goto('/admin/workshifts/add');
    await page.getByRole('combobox', { name: 'Организация' }).selectOption({ index: 1 });
    await page.getByLabel('Начало смены').fill('23:30');
    await page.getByLabel('Окончание смены').fill('07:15');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/workshifts/save') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/workshifts/save') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const written = { time_start: '23:30', time_end: '07:15', timeStart: [23, 30], timeEnd: [7, 15] };
    expect((await request).postDataJSON()).toMatchObject(written);
    const saved = await response;
    expect(saved.ok()).toBe(true);
    const id = ((await saved.json()) as { id: number }).id;

    const admin = (await setupSignIn(USERS.admin)).token;
    expect((await apiCall<Record<string, unknown>>(admin, 'GET', `/api/workshifts/get/${id}`)).data).toMatchObject(written);
    await page.goto(`/admin/workshifts/${id}`);
    await expect(page.getByLabel('Начало смены')).toHaveValue('23:30');
    await expect(page.getByLabel('Окончание смены')).toHaveValue('07:15');
    expect((await apiCall(admin, 'DELETE', `/api/workshifts/delete/${id}`)).status).toBe(200);
  });
});

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const firstColumn = async (page: Page, table: string) =>
  (await page.getByRole('table', { name: table }).getByRole('row').locator('td:first-child').allTextContents()).map((t) => t.trim());

test('a catalogue sorts across its pages with 10 rows per page; SIZ and events offer no sorting', async ({ page }) => {
  const zones = (await apiCall<{ region: string }[]>((await setupSignIn(USERS.admin)).token, 'GET', '/api/regionWorks/listAll')).data.map(
    (z) => z.region,
  );
  expect(zones.length).toBeGreaterThan(10);
  await login(page, USERS.admin);
  await page.goto('/admin/region');
  const table = page.getByRole('table', { name: 'Зоны проведения работ' });
  await expect(table).toBeVisible();
  const ten = page.waitForRequest((r) => r.url().includes('/api/regionWorks/list/0/10'));
  await page.getByRole('combobox', { name: 'Строк на странице' }).selectOption('10');
  await ten;
  await expect(page).toHaveURL(/size=10/);
  await expect(table.getByRole('row').locator('td:first-child')).toHaveCount(10);

  // Descending by zone: the first page holds the last ten of the whole catalogue, not of one server page.
  await table.getByRole('button', { name: 'Зона' }).click();
  await table.getByRole('button', { name: /Зона/ }).click();
  await expect(table.getByRole('columnheader', { name: /Зона/ })).toHaveAttribute('aria-sort', 'descending');
  const expected = [...zones].sort(collator.compare).reverse().slice(0, 10);
  await expect.poll(() => firstColumn(page, 'Зоны проведения работ')).toEqual(expected);

  for (const [path, title] of [
    ['siz', 'Средства индивидуальной защиты'],
    ['events', 'Контрольные мероприятия'],
  ] as const) {
    await page.goto(`/admin/${path}`);
    const list = page.getByRole('table', { name: title });
    await expect(list.getByRole('columnheader').first()).toBeVisible();
    await expect(list.getByRole('columnheader').getByRole('button')).toHaveCount(0);
    await expect(list.locator('th[aria-sort]')).toHaveCount(0);
  }
});
