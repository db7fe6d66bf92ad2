import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, apiSignIn, createUser, freshZone, moveAs, submitPermit } from '../support/api';
import { DEMO_PASSWORD, USERS, signedIn } from '../support/portal';

/**
 * Issue 20, point 7: a refused start names the permit that blocks the zone — number, type, executor and
 * window — as a link to that permit, reachable by keyboard. Two permits in one fresh zone with
 * overlapping windows: the first is started, the second's start is refused.
 */

const STEPS = { PREPARATOR: 'preparator@demo.ru', INDUSTRIAL_SAFER: 'safer@demo.ru', ISSUANCER: 'issuer@demo.ru', APPROVER: 'approver@demo.ru' };

async function demoSteps(): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(STEPS).map(async ([role, email]) => [role, (await apiSignIn(email)).user_id] as const));
  return Object.fromEntries(entries);
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

test('the refused start links the blocking permit with its number, type, executor and window; the link opens it', async ({ browser }) => {
  const admin = await apiLogin(USERS.admin);
  const executor = await createUser(admin, ['EXECUTOR'], DEMO_PASSWORD);
  const zone = await freshZone(admin);
  const participants = { ...(await demoSteps()), EXECUTOR: executor.id };
  const first = await submitPermit(USERS.creator, 'PREPARATOR', participants, { zone });
  const second = await submitPermit(USERS.creator, 'PREPARATOR', participants, { zone });
  for (const id of [first.id, second.id]) {
    for (const email of Object.values(STEPS)) await moveAs(email, id, 'READY_TO_WORK');
  }
  await moveAs(executor.email, first.id, 'IN_WORK', undefined, DEMO_PASSWORD);
  const blocking = (
    await apiCall<{ type_detail: { type: string }; datetimeStart: string; datetimeEnd: string }>(
      await apiLogin(executor.email, DEMO_PASSWORD),
      'GET',
      `/api/nd_processing/getNdById/${first.id}`,
    )
  ).data;

  const page = await signedIn(browser, executor.email);
  await page.goto(`/nd/show/${second.id}`);
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${second.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Начать работы', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Начать работы', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Невозможно начать работы по текущему наряд-допуску');

  const blockers = dialog.getByRole('list', { name: 'Работы, мешающие началу' });
  const item = blockers.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(blocking.type_detail.type);
  await expect(item).toContainText('исполнитель Тестов Пётр Ильич');
  await expect(item).toContainText(`с ${ddmmyyyy(blocking.datetimeStart)} по ${ddmmyyyy(blocking.datetimeEnd)}`);
  const link = item.getByRole('link', { name: new RegExp(`^Наряд-допуск № ${first.id}\\b`) });
  await expect(link).toHaveAttribute('href', `/nd/show/${first.id}`);

  // Reached and followed from the keyboard: focus it, press Enter.
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/nd/show/${first.id}$`));
  await expect(page.getByRole('heading', { name: `Наряд-допуск № ${first.id}` })).toBeVisible();
  await expect(page.getByText('В работе', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.context().close();
});
