import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, ports, signedIn } from '../support/portal';

/**
 * Issue 4's journey on the seeded portal: a creator fills and submits a permit with two files, each
 * route step approves it, the executor starts work, a second permit in the same zone is refused, the
 * first is stopped, resumed, closed and archived; favourites; status lists. The tests share one permit,
 * so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${ports.api}`;
const ZONE = 'Блок колонн стабилизации К-201, К-202';
const CONFLICT = 'Невозможно начать работы по текущему наряд-допуску, так как в этой зоне уже проводится другая работа';

const pad = (n: number) => String(n).padStart(2, '0');
/** The server compares permit times as the site's wall-clock time; the stack runs in this machine's zone. */
function local(date: Date) {
  return {
    date: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}
const start = local(new Date(Date.now() - 60 * 60_000));
const end = local(new Date(Date.now() + 6 * 60 * 60_000));

let ndId = 0;

async function choose(page: Page, label: RegExp, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveValue(option);
}

async function move(page: Page, action: string, comment?: string) {
  await page.getByRole('button', { name: action, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  if (comment) await dialog.getByLabel(/Комментарий/).fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(`${API}/api/users/auth/login`, { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).token as string;
}

test('a creator fills and submits a permit with two files', async ({ browser }) => {
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.goto('/nd/add');
  await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();

  await page.getByLabel('Номер бумажного наряда-допуска').fill('E2E-1');
  await choose(page, /^Вид наряда-допуска/, 'огневые', /огневые работы/);
  // The organization is the creator's own and fixed (issue 20).
  await expect(page.getByRole('textbox', { name: /^Организация/ })).toHaveValue(/Северный нефтехимический/);
  await choose(page, /^Отдел/, 'Цех №3', /Цех №3/);
  await choose(page, /^Рабочая смена/, '08:00', /08:00–20:00/);
  await choose(page, /^Место проведения работ/, 'Л-35', /Л-35-11/);
  await choose(page, /^Зона проведения работ/, 'К-201', /К-201/);
  await page.getByLabel(/Дата начала работ/).fill(start.date);
  await page.getByLabel('Время начала').fill(start.time);
  await page.getByLabel(/Дата окончания работ/).fill(end.date);
  await page.getByLabel('Время окончания').fill(end.time);
  await choose(page, /^Подготовитель/, 'Кузнецова', /Кузнецова/);
  await choose(page, /^Обеспечивающий безопасность/, 'Волков', /Волков/);
  await choose(page, /^Выдающий наряд-допуск/, 'Соколов', /Соколов/);
  await choose(page, /^Утверждающий/, 'Морозов', /Морозов/);
  await choose(page, /^Исполнитель/, 'Новиков', /Новиков/);
  await page.getByLabel('Содержание работ (вручную)').fill('Замена участка трубопровода; Сварка стыков');
  await page.getByLabel('Приложить файлы').setInputFiles([
    { name: 'схема.txt', mimeType: 'text/plain', buffer: Buffer.from('схема отглушения') },
    { name: 'акт.txt', mimeType: 'text/plain', buffer: Buffer.from('акт-допуск') },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Загрузка «акт.txt»' })).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().includes('/api/nd_processing/create_nd') && r.ok());
  await page.getByRole('button', { name: 'Отправить на рассмотрение' }).click();
  ndId = (await (await saved).json()).id;
  await expect(page).toHaveURL(/\/nd$/);

  await page.goto(`/nd/show/${ndId}`);
  await expect(page.getByText('На рассмотрении').first()).toBeVisible();
  await expect(page.getByText('схема.txt')).toBeVisible();
  await expect(page.getByText('акт.txt')).toBeVisible();
  await page.context().close();
});

test('each route step approves it in turn, and the permit becomes ready to work', async ({ browser }) => {
  for (const [user, role] of [
    ['preparator@demo.ru', 'Подготовитель'],
    ['safer@demo.ru', 'Обеспечивающий безопасность'],
    ['issuer@demo.ru', 'Выдающий НД'],
    ['approver@demo.ru', 'Утверждающий'],
  ] as const) {
    const page = await signedIn(browser, user);
    await page.goto(`/nd/show/${ndId}`);
    await move(page, 'Согласовать');
    await expect(page.getByRole('list', { name: 'История маршрута' })).toContainText(`Согласовано: ${role}`);
    await page.context().close();
  }
  const page = await signedIn(browser, 'executor@demo.ru');
  await page.goto(`/nd/show/${ndId}`);
  await expect(page.getByText('Готов к работе').first()).toBeVisible();
  await page.context().close();
});

test('the executor starts work; a second permit in the same zone is refused with the conflict text', async ({ browser, request }) => {
  const page = await signedIn(browser, 'executor@demo.ru');
  await page.goto(`/nd/show/${ndId}`);
  await move(page, 'Начать работы');
  await expect(page.getByRole('button', { name: 'Остановить работы' })).toBeVisible();

  // The second permit is set up through the API (same zone and window), to keep the journey's UI on the first one.
  const creator = await apiToken(request, 'creator@demo.ru');
  const auth = (token: string) => ({ Authorization: `Bearer_${token}` });
  const first = await (await request.get(`${API}/api/nd_processing/getNdById/${ndId}`, { headers: auth(creator) })).json();
  const second = await request.post(`${API}/api/nd_processing/create_nd`, {
    headers: auth(creator),
    data: {
      draft: false,
      type_nd: first.type_detail.id,
      organization: first.organization_detail.id,
      section: first.section_detail.id,
      workshift: first.workshift_detail.id,
      place: first.place_detail.id,
      region: first.region_detail.id,
      userPreparator: first.userPreparator_detail.id,
      userIndustrialSafer: first.userIndustrialSafer_detail.id,
      userIssuancer: first.userIssuancer_detail.id,
      userApprover: first.userApprover_detail.id,
      userExecutor: first.userExecutor_detail.id,
      datetimeStart: first.datetimeStart,
      datetimeEnd: first.datetimeEnd,
      contentWorksHand: 'Вторая бригада в той же зоне',
    },
  });
  expect(second.ok()).toBeTruthy();
  const secondId = (await second.json()).id as number;
  for (const user of ['preparator@demo.ru', 'safer@demo.ru', 'issuer@demo.ru', 'approver@demo.ru']) {
    const token = await apiToken(request, user);
    const approved = await request.post(`${API}/api/nd_processing/processingND`, {
      headers: auth(token),
      data: { ndId: secondId, status: 'READY_TO_WORK' },
    });
    expect(await approved.json()).toBe(true);
  }

  await page.goto(`/nd/show/${secondId}`);
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${secondId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Начать работы', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Начать работы', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(CONFLICT);
  // The refusal names what blocks the zone: the first permit, with its executor (docs/domain/separation-of-duties.md).
  const blockers = dialog.getByRole('list', { name: 'Работы, мешающие началу' });
  await expect(blockers).toContainText(`Наряд-допуск № ${ndId}`);
  await expect(blockers).toContainText('исполнитель Новиков Павел Владимирович');
  await expect(page.getByText(ZONE)).toBeVisible();
  await page.context().close();
});

test('the first permit is stopped, resumed, closed and archived', async ({ browser }) => {
  const executor = await signedIn(browser, 'executor@demo.ru');
  await executor.goto(`/nd/show/${ndId}`);
  await move(executor, 'Остановить работы', 'Порыв ветра более 15 м/с');
  await expect(executor.getByRole('list', { name: 'История маршрута' })).toContainText('Порыв ветра более 15 м/с');
  await move(executor, 'Начать работы');
  await move(executor, 'Закончить работы');
  await expect(executor.getByText('Работы закончены').first()).toBeVisible();
  await executor.context().close();

  const issuer = await signedIn(browser, 'issuer@demo.ru');
  await issuer.goto(`/nd/show/${ndId}`);
  await move(issuer, 'Принять закрытие');
  await expect(issuer.getByText('Архив').first()).toBeVisible();
  await expect(issuer.getByText('Сейчас у вас нет действий по этому наряд-допуску')).toBeVisible();
  await issuer.context().close();
});

test('each status list shows the right permits', async ({ browser }) => {
  const page = await signedIn(browser, 'creator@demo.ru');
  const view = page.getByRole('link', { name: `Просмотр наряд-допуска № ${ndId}` });
  await page.goto('/nd/archive');
  await expect(page.getByRole('table', { name: 'Наряд-допуски: Архив' })).toBeVisible();
  await expect(view).toBeVisible();
  await page.goto('/nd/inwork');
  await expect(page.getByRole('table', { name: 'Наряд-допуски: В работе' })).toBeVisible();
  await expect(view).toHaveCount(0);
  await page.goto('/nd/draft');
  await expect(page.getByRole('table', { name: 'Наряд-допуски: Черновик' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Статус', exact: true })).toHaveCount(0);
  await page.context().close();
});

test('favourites are added and removed from the list', async ({ browser }) => {
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.goto('/nd/archive');
  await page.getByRole('button', { name: `Добавить наряд-допуск № ${ndId} в избранное` }).click();
  await expect(page.getByRole('button', { name: `Убрать наряд-допуск № ${ndId} из избранного` })).toBeVisible();

  await page.goto('/nd/fav');
  await expect(page.getByRole('link', { name: `Просмотр наряд-допуска № ${ndId}` })).toBeVisible();
  await page.getByRole('button', { name: `Убрать наряд-допуск № ${ndId} из избранного` }).click();
  await expect(page.getByRole('link', { name: `Просмотр наряд-допуска № ${ndId}` })).toHaveCount(0);
  await page.context().close();
});

test('the filter bar narrows the list by number, and a draft saves with empty fields', async ({ browser }) => {
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.goto('/nd');
  const filters = page.getByRole('form', { name: 'Фильтры' });
  await filters.getByLabel('Номер').fill('E2E-1');
  await filters.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('table', { name: 'Наряд-допуски' }).getByRole('row')).toHaveCount(2);
  await filters.getByLabel('Начало с').fill('31.02.2025');
  await filters.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Введите дату в формате дд.мм.гггг')).toBeVisible();

  await page.goto('/nd/add');
  await page.getByLabel('Номер бумажного наряда-допуска').fill('E2E-черновик');
  const saved = page.waitForResponse((r) => r.url().includes('/api/nd_processing/create_nd') && r.ok());
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  const draftId = (await (await saved).json()).id;
  await expect(page).toHaveURL(/\/nd$/);
  await page.goto('/nd/draft?scope=own');
  await expect(page.getByRole('link', { name: `Изменить наряд-допуск № ${draftId}` })).toBeVisible();
  await page.context().close();
});
