import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiCall, apiLogin, submitPermit } from '../support/api';
import { USERS, signedIn } from '../support/portal';

/**
 * Issue 20, point 3: the print form an admin uploads for a permit type is downloaded again, byte for byte
 * and under its Cyrillic name, from the admin's type form and by a user from a permit of that type.
 */

const NAME = 'Бланк наряда-допуска (огневые).docx';
// Binary on purpose: bytes that a text round trip would change (NUL, 0xFF, CR LF, a lone 0x80).
const BODY = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from([0, 255, 13, 10, 128, 1]), Buffer.from('бланк формы', 'utf8')]);

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error('the download was not saved');
  return readFile(path);
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('admin uploads a type’s print form and downloads it from the type form; a user downloads the same bytes from a permit of that type', async ({
  browser,
}) => {
  const admin = await apiLogin(USERS.admin);
  const created = await apiCall<{ id: number }>(admin, 'POST', '/api/typeNd/save', {
    type: `Вид e2e с бланком ${Date.now()}`,
    description: 'Сквозной тест печатной формы',
    route: ['ISSUANCER', 'APPROVER'],
  });
  expect(created.status).toBe(200);
  const typeId = created.data.id;

  const adminPage = await signedIn(browser, USERS.admin);
  await adminPage.goto(`/admin/type/${typeId}`);
  await expect(adminPage.getByText('Текущая: не загружена')).toBeVisible();
  await adminPage.getByLabel('Файл печатной формы').setInputFiles({ name: NAME, mimeType: 'application/octet-stream', buffer: BODY });
  await adminPage.getByRole('button', { name: 'Загрузить' }).click();
  await expect(adminPage.getByText('Печатная форма загружена')).toBeVisible();
  const fromAdmin = await downloadBy(adminPage, () => adminPage.getByRole('button', { name: `Скачать ${NAME}` }).click());
  expect(fromAdmin.suggestedFilename()).toBe(NAME);
  expect((await bytesOf(fromAdmin)).equals(BODY)).toBe(true);
  await adminPage.context().close();

  // A draft of that type is enough for its page; the creator is an ordinary signed-in user.
  const permit = await submitPermit(USERS.creator, 'ISSUANCER', {}, { draft: true, typeId });
  const page = await signedIn(browser, USERS.creator);
  await page.goto(`/nd/show/${permit.id}`);
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${permit.id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
  const fromPermit = await downloadBy(page, () => page.getByRole('button', { name: 'Бланк вида' }).click());
  expect(fromPermit.suggestedFilename()).toBe(NAME);
  expect((await bytesOf(fromPermit)).equals(BODY)).toBe(true);
  // The page never put a token into an address: the form came through the client with its header.
  expect(page.url()).not.toMatch(/token|Bearer/i);
  await page.context().close();
});
