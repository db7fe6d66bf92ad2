import { expect, test } from '@playwright/test';
import { apiCall, attachFile, setupSignIn } from '../support/api';
import { signedIn } from '../support/portal';

/**
 * Issue 20, point 5: screens offer only what the server would accept. An executor is not offered «Создать» or
 * «Копировать»; a copy starts without the paper number and the comment; another organization's permit is
 * «Наряд-допуск не найден» with the way back, not a retry.
 */

async function draftAs(username: string, fields: Record<string, unknown>): Promise<number> {
  const { token } = await setupSignIn(username);
  const res = await apiCall<{ id: number }>(token, 'POST', '/api/nd_processing/create_nd', { draft: true, ...fields });
  expect(res.status).toBe(200);
  return res.data.id;
}

test('an executor is offered neither «Создать» nor «Копировать», and /nd/add says why', async ({ browser }) => {
  const page = await signedIn(browser, 'executor@demo.ru');
  await page.goto('/nd');
  await expect(page.getByRole('heading', { name: 'Наряд-допуски', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Наряд-допуски' }).or(page.getByText('Наряд-допусков нет'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Создать наряд-допуск' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Копировать/ })).toHaveCount(0);

  await page.goto('/nd/add');
  await expect(page.getByRole('alert')).toContainText('Создавать наряд-допуски может только пользователь с ролью «Создатель»');
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toHaveCount(0);
  await page.context().close();
});

test('a copy has no paper number, comment, dates or files, and keeps the creator’s own organization', async ({ browser }) => {
  const id = await draftAs('creator@demo.ru', {
    numberPaperNd: 'E2E-COPY-1',
    comment: 'Не копировать',
    detail_content_works: 'Копируемые работы',
    datetimeStart: '2030-03-01T08:00:00',
    datetimeEnd: '2030-03-01T17:00:00',
  });
  await attachFile((await setupSignIn('creator@demo.ru')).token, id, 'схема-копии.txt', 'схема');
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.goto(`/nd/show/${id}`);
  await expect(page.getByText('схема-копии.txt')).toBeVisible();
  await page.getByRole('link', { name: 'Копировать' }).click();
  await expect(page.getByRole('heading', { name: `Копия наряд-допуска № ${id}` })).toBeVisible();
  await expect(page.getByLabel('Подробное содержание работ')).toHaveValue('Копируемые работы');
  await expect(page.getByLabel('Номер бумажного наряда-допуска')).toHaveValue('');
  await expect(page.getByLabel('Комментарий')).toHaveValue('');
  for (const label of [/Дата начала работ/, 'Время начала', /Дата окончания работ/, 'Время окончания']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByRole('list', { name: 'Приложенные файлы' })).toHaveCount(0);
  await expect(page.getByText('схема-копии.txt')).toHaveCount(0);
  const organization = page.getByRole('textbox', { name: /^Организация/ });
  await expect(organization).toHaveValue(/Северный нефтехимический/);
  await expect(organization).toHaveAttribute('readonly', '');

  // Each participant picker offers exactly the organization's holders of that field's role, nobody else.
  const { token } = await setupSignIn('creator@demo.ru');
  for (const [label, role, holder, other] of [
    ['Подготовитель', 'PREPARATOR', 'Кузнецова Ольга Николаевна', 'Новиков Павел Владимирович'],
    ['Исполнитель', 'EXECUTOR', 'Новиков Павел Владимирович', 'Кузнецова Ольга Николаевна'],
  ] as const) {
    const holders = (await apiCall<unknown[]>(token, 'GET', `/api/users/listAllByRole/${role}`)).data;
    await page.getByRole('button', { name: `Открыть список «${label}»` }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(holders.length);
    await expect(options.filter({ hasText: holder })).toHaveCount(1);
    await expect(options.filter({ hasText: other })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  await page.context().close();
});

test('another organization’s permit says «Наряд-допуск не найден» with a link back to the list', async ({ browser }) => {
  const foreign = await draftAs('creator2@demo.ru', { detail_content_works: 'Чужие работы' });
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.goto(`/nd/show/${foreign}`);
  await expect(page.getByRole('heading', { name: 'Наряд-допуск не найден' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  await expect(page.getByText('Чужие работы')).toHaveCount(0);
  await page.getByRole('link', { name: 'К списку наряд-допусков' }).click();
  await expect(page).toHaveURL(/\/nd$/);
  await page.context().close();
});
