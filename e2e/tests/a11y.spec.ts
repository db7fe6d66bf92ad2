import { expect, test, type Page } from '@playwright/test';
import { TOKEN_ROTTEN_AFTER_MS } from '@permit/shared-contracts';
import { submitPermit } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { USERS, login } from '../support/portal';

/**
 * Issue 8: axe finds no serious or critical WCAG A/AA violation on any main screen, in the Russian UI.
 * Each test waits for the screen's own content first, so axe sees the screen and not a loading state.
 */

async function signedIn(page: Page, username: string = USERS.creator) {
  await login(page, username);
  await expect(page.getByRole('banner').getByRole('button', { name: /Статусы наряд-допусков, всего: \d+/ })).toBeVisible();
}

test.describe('signed out', () => {
  test('/auth', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectNoSeriousViolations(page, '/auth');
  });

  test('/auth with a failed sign-in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Почта').fill(USERS.creator);
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверная почта или пароль')).toBeVisible();
    await expectNoSeriousViolations(page, '/auth (ошибка входа)');
  });

  test('forgotten password', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('button', { name: 'Восстановить пароль' })).toBeVisible();
    await expectNoSeriousViolations(page, '/password/forget');
  });
});

test.describe('signed in as a creator', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page);
  });

  test('home with the status counts opened', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: /Добро пожаловать/ })).toBeVisible();
    await expectNoSeriousViolations(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Статусы наряд-допусков/ })
      .click();
    await expect(page.getByRole('menu').or(page.getByRole('dialog')).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/ (счётчики статусов открыты)');
  });

  test('/nd list', async ({ page }) => {
    await page.goto('/nd');
    await expect(page.getByRole('table', { name: 'Наряд-допуски' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, '/nd');
  });

  test('a status list', async ({ page }) => {
    await page.goto('/nd/draft');
    await expect(page.getByRole('table', { name: 'Наряд-допуски: Черновик' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, '/nd/draft');
  });

  test('favourites', async ({ page }) => {
    await page.goto('/nd/fav');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Загрузка/)).toHaveCount(0);
    await expectNoSeriousViolations(page, '/nd/fav');
  });

  test('the permit form, empty and after a failed submit', async ({ page }) => {
    await page.goto('/nd/add');
    await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Вид наряда-допуска/ })).toBeVisible();
    await expectNoSeriousViolations(page, '/nd/add');
    await page.getByRole('button', { name: 'Отправить на рассмотрение' }).click();
    await expect(page.getByText('Заполните поле, чтобы отправить на рассмотрение').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/nd/add (ошибки проверки)');
  });

  test('a permit', async ({ page }) => {
    const permit = await submitPermit(USERS.creator, 'PREPARATOR');
    await page.goto(`/nd/show/${permit.id}`);
    await expect(page.getByRole('heading', { name: `Наряд-допуск № ${permit.id}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'История маршрута' })).toBeVisible();
    await expectNoSeriousViolations(page, '/nd/show/{id}');
  });

  test('the notifications bell opened', async ({ page }) => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Уведомления/ })
      .click();
    await expect(page.getByRole('list', { name: 'Список уведомлений' })).toBeVisible();
    await expectNoSeriousViolations(page, 'уведомления');
  });

  test('the password change screen', async ({ page }) => {
    await page.goto('/password');
    await expect(page.getByLabel('Текущий пароль')).toBeVisible();
    await expectNoSeriousViolations(page, '/password');
  });

  test('the re-authentication dialog', async ({ page }) => {
    // The dialog opens TOKEN_ROTTEN_AFTER_MS after login, counted from the stored loginTime: move the login
    // back so that it opens a few seconds after the reload, once the page is up.
    await page.evaluate((after) => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, loginTime: Date.now() - after + 5_000 }));
    }, TOKEN_ROTTEN_AFTER_MS);
    await page.reload();
    await expect(page.getByRole('alertdialog', { name: 'Подтвердите пароль' })).toBeVisible();
    await expectNoSeriousViolations(page, 'повторный вход');
  });

  test('settings', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('table', { name: 'Модули портала' })).toBeVisible();
    await expectNoSeriousViolations(page, '/settings');
  });

  test('not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expectNoSeriousViolations(page, 'страница не найдена');
  });
});

test.describe('signed in as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, USERS.admin);
  });

  test('the catalogues', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Пользователи/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/admin');
  });

  test('a catalogue list', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/users');
  });

  test('a catalogue create form, empty and after a failed save', async ({ page }) => {
    await page.goto('/admin/users/add');
    await expect(page.getByRole('group', { name: /Роли/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Организация' }).getByRole('option').nth(1)).toBeAttached();
    await expectNoSeriousViolations(page, '/admin/users/add');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(/обязательно/).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/users/add (ошибки проверки)');
  });

  test('the audit log', async ({ page }) => {
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/audit');
  });
});
