import { expect, test, type Page } from '@playwright/test';
import { submitPermit } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { login, USERS } from '../support/portal';

/**
 * Issue 21: axe finds no violation at all — serious or not — on the main screens at a phone's width (390 px)
 * and a tablet's (820 px), with the compact header, the folded filters, the cards and the full-screen dialog.
 */
for (const width of [390, 820]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true });

    const check = (page: Page, screen: string) => expectNoSeriousViolations(page, `${screen} (${width} px)`, undefined, { all: true });

    test('signed out: sign-in and the forgotten password', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
      await check(page, '/auth');
      await page.goto('/password/forget');
      await expect(page.getByRole('button', { name: 'Восстановить пароль' })).toBeVisible();
      await check(page, '/password/forget');
    });

    test('a creator: home, the menu, the list with its filters open, the form, a permit', async ({ page }) => {
      const permit = await submitPermit(USERS.creator, 'PREPARATOR');
      await login(page, USERS.creator);
      await expect(page.getByRole('heading', { level: 1, name: /Добро пожаловать/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: /Статусы наряд-допусков, всего: \d+/ })).toBeVisible();
      await check(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
      await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
      await check(page, 'меню');

      await page.goto('/nd');
      await expect(page.getByRole('link', { name: /Просмотр наряд-допуска/ }).first()).toBeVisible();
      await check(page, '/nd');
      await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Фильтры' })).toBeVisible();
      await check(page, '/nd (фильтры открыты)');

      await page.goto('/nd/add');
      await expect(page.getByRole('combobox', { name: /^Вид наряда-допуска/ })).toBeVisible();
      await check(page, '/nd/add');

      await page.goto(`/nd/show/${permit.id}`);
      await expect(page.getByRole('list', { name: 'История маршрута' })).toBeVisible();
      await check(page, '/nd/show/{id}');
    });

    test('a preparator: the move dialog', async ({ page }) => {
      const permit = await submitPermit(USERS.creator, 'PREPARATOR');
      await login(page, 'preparator@demo.ru');
      await page.goto(`/nd/show/${permit.id}`);
      await page.getByRole('button', { name: 'Согласовать', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, 'диалог перехода');
    });

    test('an administrator: a catalogue list and its form', async ({ page }) => {
      await login(page, USERS.admin);
      await page.goto('/admin/users');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await check(page, '/admin/users');
      await page.goto('/admin/users/add');
      await expect(page.getByRole('group', { name: /Роли/ })).toBeVisible();
      await check(page, '/admin/users/add');
    });
  });
}
