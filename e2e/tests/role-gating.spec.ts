import { expect, test } from '@playwright/test';
import { apiCall, apiSignIn } from '../support/api';
import { signedIn } from '../support/portal';

/**
 * Issue 20, point 5: screens offer only what the server would accept. An executor is not offered «Создать» or
 * «Копировать»; a copy starts without the paper number and the comment; another organization's permit is
 * «Наряд-допуск не найден» with the way back, not a retry.
 */

async function draftAs(username: string, fields: Record<string, unknown>): Promise<number> {
  const { token } = await apiSignIn(username);
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

test('a copy has no paper number and no comment, and keeps the creator’s own organization', async ({ browser }) => {
  const id = await draftAs('creator@demo.ru', { numberPaperNd: 'E2E-COPY-1', comment: 'Не копировать', detail_content_works: 'Копируемые работы' });
  const page = await signedIn(browser, 'creator@demo.ru');
  await page.goto(`/nd/show/${id}`);
  await page.getByRole('link', { name: 'Копировать' }).click();
  await expect(page.getByRole('heading', { name: `Копия наряд-допуска № ${id}` })).toBeVisible();
  await expect(page.getByLabel('Подробное содержание работ')).toHaveValue('Копируемые работы');
  await expect(page.getByLabel('Номер бумажного наряда-допуска')).toHaveValue('');
  await expect(page.getByLabel('Комментарий')).toHaveValue('');
  const organization = page.getByRole('textbox', { name: /^Организация/ });
  await expect(organization).toHaveValue(/Северный нефтехимический/);
  await expect(organization).toHaveAttribute('readonly', '');
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
