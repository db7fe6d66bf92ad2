import { expect, test, type Response } from '@playwright/test';
import { USERS, login } from '../support/portal';

test('a demo user logs in and sees all three remotes composed in one page', async ({ page }) => {
  await login(page, USERS.admin);
  // mf-notifications: the bell and the status counts in the shell's header.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Уведомления' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Статусы наряд-допусков, всего: \d+/ })).toBeVisible();

  // mf-permits: the list at /nd with its columns and real rows from the API.
  await page.getByRole('navigation').getByRole('link', { name: 'Наряд-допуски', exact: true }).click();
  await expect(page).toHaveURL(/\/nd$/);
  const table = page.getByRole('table');
  for (const column of ['№', 'Содержание работ', 'Место проведения работ', 'Плановое начало', 'Статус', 'Действия']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(21); // header + 20 rows per page
  await expect(header.getByRole('button', { name: 'Уведомления' })).toBeVisible();

  // mf-admin: the admin home listing the 13 catalogues, in the same page.
  await page.getByRole('navigation').getByRole('link', { name: 'Администрирование' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const main = page.getByRole('main');
  for (const title of ['Виды наряд-допусков', 'Организации', 'Пользователи', 'Опасные факторы', 'Средства индивидуальной защиты']) {
    await expect(main.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: 'Уведомления' })).toBeVisible();
});

test('a status count in the header opens that status list', async ({ page }) => {
  await login(page, USERS.creator);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Статусы наряд-допусков/ })
    .click();
  await page
    .getByRole('link', { name: /Черновик/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/nd\/draft$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Статус', exact: true })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
});

/** Text found only in the module that defines each library (minifiers keep property names). */
const LIBRARY_MARKERS = {
  react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=',
  'react-dom': '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=',
  '@chakra-ui/react': 'useChakraContext',
} as const;

test('exactly one copy each of react, react-dom and @chakra-ui/react reaches the browser', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' || /\.js(\?|$)/.test(r.url())) scripts.push(r);
  });
  await login(page, USERS.admin);
  await page.goto('/nd');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('link', { name: 'Организации' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();

  const origins = new Set(scripts.map((r) => new URL(r.url()).origin));
  expect(origins.size, 'scripts came from the shell and the three remotes').toBe(4);
  const bodies = await Promise.all(scripts.map(async (r) => ({ url: r.url(), body: await r.text().catch(() => '') })));
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    // One file may be answered twice (the page's navigations, the worker's cache); a copy is a distinct file.
    const copies = new Set(bodies.filter((b) => b.body.includes(marker)).map((b) => b.url));
    expect([...copies], `${library} copies loaded`).toHaveLength(1);
  }
});
