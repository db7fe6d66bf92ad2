import { expect, test } from '@playwright/test';
import { apiLogin, apiSignIn, freshZone, moveAs, submitPermit } from '../support/api';
import { USERS, signedIn } from '../support/portal';

/**
 * Issue 22: «Доска работ». A permit approved in a zone of its own shows as a bar on the board; started from
 * elsewhere (an API call, as another crew's tablet would), the open board shows the new status by its 15-second
 * poll, without a reload; the bar opens the permit from the keyboard.
 */
const STEPS = ['preparator@demo.ru', 'safer@demo.ru', 'issuer@demo.ru', 'approver@demo.ru'];

test('the board shows a permit’s bar, and a start made elsewhere within 15 s', async ({ browser }) => {
  const admin = await apiLogin(USERS.admin);
  const zone = await freshZone(admin);
  const [preparator, safer, issuer, approver] = await Promise.all(STEPS.map(async (email) => (await apiSignIn(email)).user_id));
  const executor = (await apiSignIn(USERS.executor)).user_id;
  const permit = await submitPermit(
    USERS.creator,
    'PREPARATOR',
    { PREPARATOR: preparator, INDUSTRIAL_SAFER: safer, ISSUANCER: issuer, APPROVER: approver, EXECUTOR: executor },
    { zone },
  );
  for (const email of STEPS) await moveAs(email, permit.id, 'READY_TO_WORK');

  const page = await signedIn(browser, USERS.creator);
  await page.getByRole('link', { name: 'Доска работ' }).first().click();
  await expect(page).toHaveURL(/\/nd\/board/);
  await expect(page.getByRole('heading', { name: 'Доска работ', level: 1 })).toBeVisible();
  // The board narrowed to the zone's place, as the filter «Место работ» does.
  await page.getByRole('combobox', { name: 'Место работ' }).selectOption(String(zone.place));
  const bar = page.getByRole('link', { name: new RegExp(`^Наряд-допуск № ${permit.id}, `) });
  await expect(bar).toHaveAccessibleName(new RegExp(`^Наряд-допуск № ${permit.id}, Готов к работе, `));
  // Only the timeline scrolls sideways, never the page (a tablet in portrait is 820 px wide).
  await page.setViewportSize({ width: 820, height: 1180 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await moveAs(USERS.executor, permit.id, 'IN_WORK');
  // One poll period (15 s) plus the answer's way back.
  await expect(bar).toHaveAccessibleName(new RegExp(`^Наряд-допуск № ${permit.id}, В работе, `), { timeout: 16_000 });

  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/nd/show/${permit.id}$`));
  await page.context().close();
});
