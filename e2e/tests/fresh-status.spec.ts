import { expect, test } from '@playwright/test';
import { attachFile, moveAs, submitPermit, setupSignIn } from '../support/api';
import { USERS, signedIn } from '../support/portal';

/**
 * A status that is never stale: the list and the permit page were both seen (and cached) while the permit was a
 * draft; after editing it and sending it for consideration, both read «На рассмотрении» within a second, with
 * the draft's buttons gone. Navigation stays inside the portal (no reload), so the cache is what is tested.
 */
test('edit a draft, submit: the list and the permit page read «На рассмотрении» within 1 s', async ({ browser }) => {
  const draft = await submitPermit(USERS.creator, 'PREPARATOR', {}, { draft: true });
  expect(draft.status).toBe('DRAFT');
  const page = await signedIn(browser, USERS.creator);

  await page.goto('/nd');
  const view = page.getByRole('link', { name: `Просмотр наряд-допуска № ${draft.id}` });
  const row = page.getByRole('row').filter({ has: view });
  await expect(row).toContainText('Черновик');

  await view.click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${draft.id}$`));
  const badge = page.getByRole('heading', { name: `Наряд-допуск № ${draft.id}` }).locator('xpath=..');
  await expect(badge).toContainText('Черновик');
  await page.getByRole('link', { name: 'Изменить', exact: true }).click();

  await page.getByLabel('Номер бумажного наряда-допуска').fill(`E2E-свежий-${draft.id}`);
  await page.getByRole('button', { name: 'Отправить на рассмотрение' }).click();
  await expect(page).toHaveURL(/\/nd$/);
  await expect(row).toContainText('На рассмотрении', { timeout: 1_000 });
  await expect(row).not.toContainText('Черновик');

  await view.click();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${draft.id}$`));
  await expect(badge).toContainText('На рассмотрении', { timeout: 1_000 });
  const actions = page.getByRole('region', { name: 'Действия' });
  await expect(actions.getByRole('button', { name: 'Отправить на рассмотрение' })).toHaveCount(0);
  await page.context().close();
});

test('a file removed in the form is gone from the permit page at once, though the form was left unsaved', async ({ browser }) => {
  const { token } = await setupSignIn(USERS.creator);
  const draft = await submitPermit(USERS.creator, 'PREPARATOR', {}, { draft: true });
  await attachFile(token, draft.id, 'акт-свежий.txt', 'акт');
  await attachFile(token, draft.id, 'схема-свежая.txt', 'схема');
  const page = await signedIn(browser, USERS.creator);
  await page.goto(`/nd/show/${draft.id}`);
  const shown = page.getByRole('list', { name: 'Приложенные файлы' });
  await expect(shown.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('link', { name: 'Изменить', exact: true }).click();
  const form = page.getByRole('list', { name: 'Приложенные файлы' });
  await form.getByRole('button', { name: 'Удалить файл «акт-свежий.txt»' }).click();
  await page.getByRole('alertdialog', { name: 'Удалить файл «акт-свежий.txt»?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(form.getByRole('listitem')).toHaveCount(1);
  // Back to the permit page without saving the form: the deletion itself was a change of the permit.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/nd/show/${draft.id}$`));
  await expect(shown.getByRole('listitem')).toHaveCount(1, { timeout: 1_000 });
  await expect(shown).not.toContainText('акт-свежий.txt');
  await page.context().close();
});

test('a move the permit no longer allows is stopped in the browser and never reaches the server', async ({ browser }) => {
  const permit = await submitPermit(USERS.creator, 'PREPARATOR');
  const page = await signedIn(browser, USERS.creator);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/nd_processing/processingND')) sent.push(r.url());
  });
  await page.goto(`/nd/show/${permit.id}`);
  await page.getByRole('region', { name: 'Действия' }).getByRole('button', { name: 'Отменить', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Meanwhile the permit is cancelled elsewhere (another window of the same creator).
  await moveAs(USERS.creator, permit.id, 'CANCELLED');

  // Confirming reads the permit again first; if the page's own poll got there before, the button is already off.
  const confirm = dialog.getByRole('button', { name: 'Отменить', exact: true });
  if (await confirm.isEnabled()) await confirm.click();
  await expect(dialog).toContainText('Это действие больше недоступно');
  expect(sent).toEqual([]);
  await page.context().close();
});

test('another user’s open permit page shows a move made in a second window within 15 s, without a reload', async ({ browser }) => {
  const preparator = 'preparator@demo.ru';
  const permit = await submitPermit(USERS.creator, 'PREPARATOR', { PREPARATOR: (await setupSignIn(preparator)).user_id });
  const watcher = await signedIn(browser, USERS.creator);
  await watcher.goto(`/nd/show/${permit.id}`);
  const badge = watcher.getByRole('heading', { name: `Наряд-допуск № ${permit.id}` }).locator('xpath=..');
  await expect(badge).toContainText('На рассмотрении');
  let reloaded = false;
  watcher.on('framenavigated', (frame) => {
    if (frame === watcher.mainFrame()) reloaded = true;
  });

  const mover = await signedIn(browser, preparator);
  await mover.goto(`/nd/show/${permit.id}`);
  await mover.getByRole('region', { name: 'Действия' }).getByRole('button', { name: 'Вернуть на доработку' }).click();
  const dialog = mover.getByRole('dialog');
  await dialog.getByLabel(/Комментарий/).fill('Уточните состав бригады');
  await dialog.getByRole('button', { name: 'Вернуть на доработку' }).click();
  await expect(dialog).toBeHidden();
  const moved = Date.now();

  await expect(badge).toContainText('На доработке', { timeout: 15_000 });
  expect(Date.now() - moved).toBeLessThan(15_000);
  expect(reloaded).toBe(false);
  await mover.context().close();
  await watcher.context().close();
});
