import { expect, test, type Page } from '@playwright/test';
import { submitPermit } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { login, USERS } from '../support/portal';

/**
 * Issue 21: axe finds no violation at all — serious or not — on the main screens at a phone's width (390 px)
 * and a tablet's (820 px), with the compact header, the folded filters, the cards and the full-screen dialog; and
 * the form's small buttons are a finger square at both.
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
      // Two people in the brigade: their items, each with its «×».
      await page.getByRole('combobox', { name: /^Бригада/ }).click();
      for (const n of [0, 1]) await page.getByRole('listbox').getByRole('option').nth(n).click();
      await page.keyboard.press('Escape');
      const chosen = page.getByRole('list', { name: 'Выбрано: Бригада' }).getByRole('listitem');
      await expect(chosen).toHaveCount(2);
      await check(page, '/nd/add');
      // Every list's open and clear buttons and every item's «×» is a finger square (they were 16 px and 24 × 44 px).
      const small = await page.getByRole('button', { name: /^(Открыть список|Очистить поле|Убрать) «/ }).evaluateAll((buttons) =>
        buttons
          .filter((b) => b.getClientRects().length > 0)
          .map((b) => ({ name: b.getAttribute('aria-label'), ...b.getBoundingClientRect().toJSON() }))
          .filter((r) => r.width < 44 || r.height < 44),
      );
      expect(small).toEqual([]);
      // And an item's «×» lies inside its own item: it hung over the next one, and a tap removed the wrong person.
      for (const item of await chosen.all()) {
        const [own, remove] = [await item.boundingBox(), await item.getByRole('button').boundingBox()];
        expect(remove!.y).toBeGreaterThanOrEqual(own!.y - 0.5);
        expect(remove!.y + remove!.height).toBeLessThanOrEqual(own!.y + own!.height + 0.5);
      }

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
      // Full-screen on a phone; a box on a tablet, not a screen-tall strip with its fields at the top.
      const box = (await page.getByRole('dialog').boundingBox())!;
      if (width < 768) expect(box.height).toBeGreaterThanOrEqual(843);
      else expect(box.height).toBeLessThan(600);
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
