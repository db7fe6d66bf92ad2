import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, setupSignIn } from '../support/api';
import { saveWithAnswerLost } from '../support/lost-answer';
import { DEMO_PASSWORD, USERS, login, ports, signedIn } from '../support/portal';

/**
 * Nothing typed is lost by leaving or by a session that ends (docs/architecture.md «Поведение клиента»): a move
 * inside the portal asks first, and a form whose session ended under it comes back, as typed, after signing in
 * again in the same tab.
 */
const suffix = String(Date.now()).slice(-6);

/** The token the page signed in with, as the shell stores it (docs/domain.md «Форматы обмена»). */
async function portalToken(page: Page): Promise<string> {
  const stored: unknown = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
  const token = typeof stored === 'object' && stored !== null && 'token' in stored ? stored.token : null;
  if (typeof token !== 'string') throw new Error('no session in the page');
  return token;
}

test('a menu link or «Отмена» over unsaved input asks first; «Остаться» keeps the input', async ({ browser }) => {
  const page = await signedIn(browser, USERS.creator);
  await page.goto('/nd/add');
  const paper = page.getByLabel('Номер бумажного наряда-допуска');
  await paper.fill(`LEAVE-${suffix}`);

  const menuLink = page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Наряд-допуски' });
  await menuLink.click();
  const dialog = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
  await expect(dialog).toContainText('не сохранено и пропадёт');
  await expect(dialog.getByRole('button', { name: 'Остаться' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/nd\/add$/);
  await expect(paper).toHaveValue(`LEAVE-${suffix}`);
  // Back where the question came from.
  await expect(menuLink).toBeFocused();

  await page.getByRole('button', { name: 'Отмена' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL(/\/nd$/);
});

test('a session that ends under an open form brings the user back to it, as typed (chosen files by name), after signing in again', async ({
  browser,
}) => {
  const { token } = await setupSignIn(USERS.creator);
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/nd_processing/create_nd', { draft: true, numberPaperNd: `KEPT-${suffix}` });
  expect(created.status).toBe(200);
  const ndId = created.data.id;

  const page = await signedIn(browser, USERS.creator);
  await page.goto(`/nd/edit/${ndId}`);
  const paper = page.getByLabel('Номер бумажного наряда-допуска');
  await expect(paper).toHaveValue(`KEPT-${suffix}`);
  await paper.fill(`TYPED-${suffix}`);
  // A chosen file is not uploaded before the save, and not kept: the restored form names it to be chosen again.
  await page.getByLabel('Приложить файлы').setInputFiles({ name: 'схема участка.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });

  // The session ends on the server (as an expiry would): the portal's next poll gets 401.
  expect((await apiCall(await portalToken(page), 'POST', '/api/users/auth/logout')).status).toBe(200);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByLabel('Почта').fill(USERS.creator);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(new RegExp(`/nd/edit/${ndId}$`));
  await expect(page.getByText(/Восстановлено введённое до окончания сеанса \(\d\d:\d\d\)/)).toBeVisible();
  await expect(paper).toHaveValue(`TYPED-${suffix}`);
  await expect(page.getByText('Файл «схема участка.pdf», выбранный до окончания сеанса, не сохранился — выберите его снова.')).toBeVisible();

  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page).toHaveURL(/\/nd$/);
  const saved = await apiCall<{ numberPaperNd: string }>(token, 'GET', `/api/nd_processing/getNdById/${ndId}`);
  expect(saved.data.numberPaperNd).toBe(`TYPED-${suffix}`);
});

test('another user signing in on the same tab does not get the form kept for the first', async ({ browser }) => {
  const page = await signedIn(browser, USERS.creator);
  await page.goto('/nd/add');
  await page.getByLabel('Номер бумажного наряда-допуска').fill(`OTHER-${suffix}`);
  expect((await apiCall(await portalToken(page), 'POST', '/api/users/auth/logout')).status).toBe(200);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('drafts'))).toContain(`OTHER-${suffix}`);

  await page.getByLabel('Почта').fill(USERS.admin);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(await page.evaluate(() => sessionStorage.getItem('drafts'))).toBeNull();
});

test('an admin form whose session ended comes back as typed, and its save reaches the server', async ({ browser }) => {
  const page = await signedIn(browser, USERS.admin);
  await page.goto('/admin/siz/add');
  const name = page.getByLabel('Средство защиты');
  await name.fill(`Каска KEPT-${suffix}`);
  await page.getByLabel('Описание').fill('Введено до окончания сеанса');

  expect((await apiCall(await portalToken(page), 'POST', '/api/users/auth/logout')).status).toBe(200);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });

  await page.getByLabel('Почта').fill(USERS.admin);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/admin\/siz\/add$/);
  await expect(page.getByText(/Восстановлено введённое до окончания сеанса \(\d\d:\d\d\)/)).toBeVisible();
  await expect(name).toHaveValue(`Каска KEPT-${suffix}`);
  await expect(page.getByLabel('Описание')).toHaveValue('Введено до окончания сеанса');

  const saved = page.waitForResponse((res) => /\/api\/admin\/siz\/save$/.test(res.url()) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/siz$/);
  // Kept once: opening the form again starts empty.
  await page.goto('/admin/siz/add');
  await expect(page.getByLabel('Средство защиты')).toHaveValue('');
});

/** Signs the creator in on a signed-out tab and opens «Создать», where the kept draft comes back. */
async function signInToNewPermit(tab: Page): Promise<void> {
  await tab.getByLabel('Почта').fill(USERS.creator);
  await tab.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Войти' }).click();
  await tab.waitForURL((url) => !url.pathname.startsWith('/auth'));
  // The way back to the form is in the tab's history, which a copy made by a test does not carry.
  if (!tab.url().endsWith('/nd/add')) await tab.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Создать' }).click();
}

/** A new page of the same profile given a copy of `page`'s sessionStorage as it is now, as a duplicated or restored tab is. */
async function tabWithStorageOf(page: Page): Promise<Page> {
  const stored = await page.evaluate(() => Object.entries(sessionStorage));
  expect(stored.some(([key]) => key === 'drafts')).toBe(true);
  const copy = await page.context().newPage();
  await copy.addInitScript((entries) => {
    if (sessionStorage.length === 0) for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, stored);
  return copy;
}

/** The creator's permits with this paper number, as the API finds them. */
async function permitsNumbered(number: string): Promise<{ id: number }[]> {
  const { token } = await setupSignIn(USERS.creator);
  const found = await apiCall<{ data: { id: number }[] }>(
    token,
    'GET',
    `/api/nd_processing/ndSearch/0/20?numberPaperNd=${encodeURIComponent(number)}`,
  );
  return found.data.data;
}

/**
 * A new permit numbered `number` whose create the server makes while its answer is lost; then the session ends on the
 * server and the page is at /auth with the form kept as a draft. The page's own requests are routed, so its context
 * blocks service workers.
 */
async function lostCreateThenSessionEnds(browser: Browser, number: string): Promise<{ page: Page; sent: () => number }> {
  const context = await browser.newContext({ baseURL: `http://localhost:${ports.shell}`, locale: 'ru-RU', serviceWorkers: 'block' });
  const page = await context.newPage();
  await login(page, USERS.creator);
  await page.goto('/nd/add');
  await page.getByLabel('Номер бумажного наряда-допуска').fill(number);
  const sent = await saveWithAnswerLost(page);
  expect((await apiCall(await portalToken(page), 'POST', '/api/users/auth/logout')).status).toBe(200);
  await expect(page).toHaveURL(/\/auth/, { timeout: 20_000 });
  return { page, sent };
}

/** Signs in on `tab`, finds the kept draft with `kept` in it, types `number` over it and saves. */
async function saveKeptDraft(tab: Page, kept: string, number = kept): Promise<void> {
  await tab.bringToFront();
  await signInToNewPermit(tab);
  const paper = tab.getByLabel('Номер бумажного наряда-допуска');
  await expect(paper).toHaveValue(kept);
  await paper.fill(number);
  await tab.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(tab).toHaveURL(/\/nd$/);
}

test('a tab duplicated with a kept draft saves a permit of its own, and the first tab’s permit keeps what was typed there', async ({ browser }) => {
  test.setTimeout(120_000);
  const [first, second] = [`ОРИГИНАЛ-${suffix}`, `ДУБЛИКАТ-${suffix}`];
  const page = await signedIn(browser, USERS.creator);
  await page.goto('/nd/add');
  await page.getByLabel('Номер бумажного наряда-допуска').fill(first);
  expect((await apiCall(await portalToken(page), 'POST', '/api/users/auth/logout')).status).toBe(200);
  await expect(page).toHaveURL(/\/auth/, { timeout: 20_000 });

  // The browser's «Дублировать вкладку» while this page is open: the copy has the kept draft with its save key.
  const copy = await tabWithStorageOf(page);
  await copy.goto(page.url());
  await saveKeptDraft(page, first);
  await saveKeptDraft(copy, first, second);

  const [made, copied] = [await permitsNumbered(first), await permitsNumbered(second)];
  expect(made).toHaveLength(1);
  expect(copied).toHaveLength(1);
  expect(copied[0]!.id).not.toBe(made[0]!.id);
});

test('a create whose answer was lost, kept as the session ended and saved after a reload of the same tab, makes one permit', async ({ browser }) => {
  test.setTimeout(120_000);
  const number = `ПЕРЕЗАГРУЗКА-${suffix}`;
  const { page, sent } = await lostCreateThenSessionEnds(browser, number);
  // The same tab loads again: the kept draft is still this tab's, with the key of the lost create.
  await page.reload();
  await saveKeptDraft(page, number);
  expect(sent()).toBe(2);
  expect(await permitsNumbered(number)).toHaveLength(1);
  await page.context().close();
});

test('a tab the browser killed and restored keeps its kept draft’s key: a create whose answer was lost still makes one permit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const number = `ВОССТАНОВЛЕНИЕ-${suffix}`;
  const { page } = await lostCreateThenSessionEnds(browser, number);
  // A phone that kills the tab in the background: its sessionStorage as it was while the page was open comes back
  // with the restored tab, and no page of it is left.
  const restored = await tabWithStorageOf(page);
  await page.close();
  await restored.goto('/auth');
  await saveKeptDraft(restored, number);
  expect(await permitsNumbered(number)).toHaveLength(1);
  await restored.context().close();
});
