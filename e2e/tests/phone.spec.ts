import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin, freshZone, submitPermit } from '../support/api';
import { login, USERS } from '../support/portal';

/**
 * Issue 21, point 1: the portal on a phone (390×844) and a tablet. The permit journey runs at phone size —
 * the filters behind «Фильтры», the list as cards, a move confirmed in a full-screen dialog, a draft whose
 * dates are typed as digits only (a phone's numeric keypad has no '.' or ':') or picked in the calendar — and
 * no main screen scrolls sideways at 360, 390 or 820 px.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });

const pad = (n: number) => String(n).padStart(2, '0');
const digits = (d: Date) => `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}`;
const dotted = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * At least `pages` pages of 20 audit entries, made of real catalogue edits: the pager of a long journal (with
 * its ellipses) is the widest thing on /admin/audit, and a fresh e2e database alone has only a page or two.
 */
async function fillAuditLog(pages: number) {
  const admin = await apiLogin(USERS.admin);
  const zone = await freshZone(admin);
  const count = async () => (await apiCall<{ count: number }>(admin, 'GET', '/api/admin/audit/0/1')).data.count;
  let missing = pages * 20 + 1 - (await count());
  for (let edit = 0; missing > 0; edit += 10, missing -= 10) {
    const edits = Array.from({ length: 10 }, (_, i) =>
      apiCall(admin, 'POST', '/api/regionWorks/save', {
        id: zone.region,
        region: `Зона e2e телефон ${zone.region}`,
        place: zone.place,
        description: `Правка ${edit + i}`,
      }),
    );
    for (const res of await Promise.all(edits))
      if (res.status !== 200) throw new Error(`regionWorks/save: ${res.status} ${JSON.stringify(res.data)}`);
  }
}

/** What the page is wider than its window by (0 when nothing scrolls sideways). */
/** A list's page buttons come after its rows (dev-kit list-pager.tsx): a check of the whole screen waits for them where the list has more than one page. */
async function listSettled(page: Page): Promise<void> {
  const total = Number((await page.getByText(/^Всего: \d+$/).textContent())?.replace(/\D/g, ''));
  if (total > 20) await expect(page.getByRole('navigation', { name: 'Страницы списка' })).toBeVisible();
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Visible controls of `scope` lower than a finger's 44 px, described for the failure message. */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>('button, a[href], select, input:not([type=hidden]):not([aria-hidden=true]), [role=combobox]');
    return (
      [...controls]
        .filter((el) => el.offsetParent !== null && el.getAttribute('aria-hidden') !== 'true')
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // A visually hidden input (a switch's or a checkbox's, 1 px) is not a target: its label is.
        .filter(({ box }) => box.width > 2 && box.height < 44)
        .map(
          ({ el, box }) =>
            `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}» ${Math.round(box.height)} px`,
        )
    );
  });
}

test('the header is one row on a phone, with the menu, the counts and the bell', async ({ page }) => {
  await login(page, USERS.creator);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Статусы наряд-допусков, всего: \d+/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Уведомления/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Мои задачи/ })).toBeVisible();
  const box = await header.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(64);
  expect(await smallTargets(page, 'header')).toEqual([]);

  // The menu opens under the header with the account's links, and closes on Escape.
  const menu = header.getByRole('button', { name: 'Меню' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сменить пароль' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Наряд-допуски' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a preparator finds a permit with the filters, opens its card and approves it in a full-screen dialog', async ({ page }) => {
  const permit = await submitPermit(USERS.creator, 'PREPARATOR');
  await login(page, 'preparator@demo.ru');
  await page.goto('/nd');

  // The filters are folded behind one button; their form opens under it.
  const filters = page.getByRole('form', { name: 'Фильтры' });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
  await expect(filters).toBeVisible();
  await filters.getByLabel('Статус').selectOption({ label: 'На рассмотрении' });
  await filters.getByRole('button', { name: 'Найти' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByText('Статус: На рассмотрении')).toBeVisible();

  // Cards, not a table: number, status, works, place, start and the primary action.
  const cards = page.getByRole('list', { name: 'Наряд-допуски' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `№ ${permit.id}`, exact: true }) });
  await expect(card).toContainText('На рассмотрении');
  // The API's test permit starts an hour ago; its works are the hand-typed list (none here, so a dash).
  await expect(card.getByRole('definition').first()).toBeVisible();
  await expect(card).toContainText('Место');
  await expect(card).toContainText(`Начало${dotted(new Date(Date.now() - 60 * 60_000))}`);
  await listSettled(page);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, 'main')).toEqual([]);

  await card.getByRole('link', { name: `Просмотр наряд-допуска № ${permit.id}` }).click();
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${permit.id}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'История маршрута' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Согласовать', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Measured once the opening animation (a slight scale-up) has settled.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(PHONE.width);
  expect((await dialog.boundingBox())?.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  await dialog.getByRole('button', { name: 'Согласовать', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'История маршрута' })).toContainText('Согласовано: Подготовитель');
});

test('every card of a phone’s list is in the accessibility tree, those below the screen too', async ({ page }) => {
  // Enough permits that the list runs well below the screen (a card is about 280 px high).
  for (let i = 0; i < 6; i++) await submitPermit(USERS.creator, 'PREPARATOR', {}, { draft: true });
  await login(page, USERS.creator);
  await page.goto('/nd');
  const cards = page.getByRole('list', { name: 'Наряд-допуски' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);
  const numbers = (await cards.getByRole('heading').allTextContents()).map((text) => text.trim());
  // Chromium's own tree, as a screen reader gets it: cards skipped by layout (content-visibility: auto, tried for
  // speed) were left out of it, so heading by heading a reader stopped at the sixth card (docs/performance.md).
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree', {});
  const headings = nodes.filter((node) => !node.ignored && node.role?.value === 'heading').map((node) => String(node.name?.value));
  expect(headings.filter((name) => /^№ \d+$/.test(name))).toEqual(numbers);
});

test('a creator saves a draft whose dates are typed as digits and picked in the calendar', async ({ page }) => {
  const start = new Date(Date.now() + 24 * 60 * 60_000);
  const end = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  await login(page, USERS.creator);
  await page.goto('/nd/add');
  await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();
  await page.getByLabel('Номер бумажного наряда-допуска').fill('Телефон-1');

  // Digits only, as on a phone's numeric keypad: the separators come by themselves.
  const startDate = page.getByLabel(/Дата начала работ/);
  await expect(startDate).toHaveAttribute('inputmode', 'numeric');
  await startDate.pressSequentially(digits(start));
  await expect(startDate).toHaveValue(dotted(start));
  const startTime = page.getByLabel('Время начала');
  await startTime.pressSequentially('0830');
  await expect(startTime).toHaveValue('08:30');
  await startTime.press('Backspace');
  await startTime.press('Backspace');
  await startTime.pressSequentially('15');
  await expect(startTime).toHaveValue('08:15');

  // The end from the browser's own picker behind the calendar button: both fields take its value.
  await expect(page.getByRole('button', { name: 'Календарь: окончание работ' })).toBeVisible();
  await page
    .locator('input[data-picker="datetime-local"]')
    .nth(1)
    .fill(`${iso(end)}T17:45`);
  await expect(page.getByLabel(/Дата окончания работ/)).toHaveValue(dotted(end));
  await expect(page.getByLabel('Время окончания')).toHaveValue('17:45');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The wire format is the spec's, whichever way the dates were entered.
  const saved = page.waitForRequest((r) => r.url().includes('/api/nd_processing/create_nd') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  const body = (await saved).postDataJSON() as { draft: boolean; datetimeStart: string; datetimeEnd: string };
  expect(body).toMatchObject({ draft: true, datetimeStart: `${iso(start)}T08:15:00`, datetimeEnd: `${iso(end)}T17:45:00` });
  await expect(page).toHaveURL(/\/nd$/);
});

test('the permit page reads as labels beside values on a tablet and above them on a phone, in the body size', async ({ page }) => {
  const sent = await submitPermit(USERS.creator, 'PREPARATOR');
  await login(page, USERS.creator);
  const term = page.getByRole('term').filter({ hasText: /^Номер бумажного наряда-допуска$/ });
  // The group's heading, the label and its value in one reading: sections above them may still be growing.
  const placement = () =>
    term.evaluate((dt) => {
      const box = (el: Element | null) => {
        if (!el) throw new Error('the «Общие сведения» group is not on screen');
        const { x, y, width, height } = el.getBoundingClientRect();
        return { x, y, width, height };
      };
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Общие сведения') ?? null;
      const dd = dt.nextElementSibling;
      return { heading: box(heading), label: box(dt), value: box(dd), fontSize: dd ? parseFloat(getComputedStyle(dd).fontSize) : 0 };
    });
  const settled = () => expect(page.getByRole('main').getByText(/^Загрузка/)).toHaveCount(0);

  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto(`/nd/show/${sent.id}`);
  await expect(term).toBeVisible();
  await settled();
  const tablet = await placement();
  // Left-aligned under the group's heading, the value on the same line to the label's right.
  expect(Math.abs(tablet.label.x - tablet.heading.x)).toBeLessThanOrEqual(1);
  expect(tablet.value.x).toBeGreaterThanOrEqual(tablet.label.x + tablet.label.width);
  expect(Math.abs(tablet.value.y - tablet.label.y)).toBeLessThan(tablet.label.height);

  await page.setViewportSize(PHONE);
  await expect
    .poll(async () => {
      const { label, value } = await placement();
      return value.y > label.y;
    })
    .toBe(true);
  const phone = await placement();
  expect(Math.abs(phone.label.x - phone.heading.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(phone.value.x - phone.label.x)).toBeLessThanOrEqual(1);
  expect(phone.value.y).toBeGreaterThanOrEqual(phone.label.y + phone.label.height - 1);
  expect(phone.fontSize).toBeGreaterThanOrEqual(16);

  // The page's own small controls are a finger's 44 px both ways: the star, and the header's «Меню».
  for (const control of [
    page.getByRole('button', { name: `Добавить наряд-допуск № ${sent.id} в избранное` }),
    page.getByRole('button', { name: 'Меню' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('«Мои задачи» comes first on the home page, its permits a finger’s 44 px tall', async ({ page }) => {
  // At least one task of his: a draft (each group shows its first rows only, so any row's link is measured).
  await submitPermit(USERS.creator, 'PREPARATOR', {}, { draft: true });
  await login(page, USERS.creator);
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Мои задачи' });
  const link = widget.getByRole('link', { name: /^Наряд-допуск № \d+$/ }).first();
  await expect(link).toBeVisible();
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const [tasks, intro] = await Promise.all([widget.boundingBox(), page.getByRole('heading', { name: 'С чего начать' }).boundingBox()]);
  expect(tasks?.y).toBeLessThan(intro?.y ?? 0);
});

test('«Забыли пароль?» is a finger’s 44 px tall on a phone', async ({ page }) => {
  await page.goto('/auth');
  const box = await page.getByRole('link', { name: 'Забыли пароль?' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

for (const width of [360, 390, 820]) {
  test(`no main screen scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const wide: string[] = [];
    const check = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${path}: +${overflow} px`);
    };
    const heading = (name?: string | RegExp) => () => expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();

    await check('/auth', () => expect(page.getByRole('button', { name: 'Войти' })).toBeVisible());
    await check('/password/forget', () => expect(page.getByRole('button', { name: 'Восстановить пароль' })).toBeVisible());

    const draft = await submitPermit(USERS.creator, 'PREPARATOR', {}, { draft: true });
    const sent = await submitPermit(USERS.creator, 'PREPARATOR');
    await login(page, USERS.creator);
    await check('/', heading(/Добро пожаловать/));
    const list = (link: string | RegExp) => async () => {
      await expect(page.getByRole('link', { name: link }).first()).toBeVisible();
      await listSettled(page);
    };
    await check('/nd', list(/Просмотр наряд-допуска/));
    await check('/nd/draft?scope=own', list(`Просмотр наряд-допуска № ${draft.id}`));
    await check('/nd/onacceptance', list(/Просмотр наряд-допуска/));
    await check('/nd/fav', heading());
    await check('/nd/add', heading('Создание наряд-допуска'));
    await check(`/nd/edit/${draft.id}`, () => expect(page.getByLabel('Номер бумажного наряда-допуска')).toBeVisible());
    await check(`/nd/copy/${draft.id}`, () => expect(page.getByLabel('Номер бумажного наряда-допуска')).toBeVisible());
    await check(`/nd/show/${sent.id}`, () => expect(page.getByRole('list', { name: 'История маршрута' })).toBeVisible());
    // A table scrolls inside its own box without widening the page: its rows must fit that box instead.
    const tableCut = async (path: string, name: string) => {
      const table = page.getByRole('table', { name });
      await check(path, () => expect(table.getByRole('row').nth(1)).toBeVisible());
      const cut = await table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0));
      if (cut > 0) wide.push(`${path}, its table: +${cut} px`);
    };
    await tableCut('/settings', 'Модули портала');
    await check('/password', () => expect(page.getByLabel('Текущий пароль')).toBeVisible());

    await fillAuditLog(9);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await login(page, USERS.admin);
    await check('/admin', () => expect(page.getByRole('link', { name: /Пользователи/ }).first()).toBeVisible());
    await check('/admin/users', () => expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible());
    await check('/admin/users/add', () => expect(page.getByRole('group', { name: /Роли/ })).toBeVisible());
    await check('/admin/type', () => expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible());
    await check('/admin/content', () => expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible());
    await check('/admin/audit?page=5', () => expect(page.getByRole('navigation', { name: 'Страницы списка' })).toBeVisible());
    await tableCut('/admin/simops', 'Совмещение работ (SIMOPS)');
    expect(wide, `wider than ${width} px`).toEqual([]);
  });
}
