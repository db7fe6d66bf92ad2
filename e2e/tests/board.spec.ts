import { expect, test } from '@playwright/test';
import { apiLogin, apiSignIn, freshZone, moveAs, submitPermit } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { USERS, signedIn } from '../support/portal';

/**
 * Issue 22: «Доска работ». The board opens on one place of the organization (its address names it); a permit
 * approved in a zone of its own shows as a bar on the board of its place; started from elsewhere (an API call,
 * as another crew's tablet would), the open board shows the new status by its 15-second poll, without a
 * reload; the bar opens the permit from the keyboard; the board opens next time on the place chosen last.
 */
const STEPS = ['preparator@demo.ru', 'safer@demo.ru', 'issuer@demo.ru', 'approver@demo.ru'];

/** A permit of the creator's, approved through every step, alone in a zone of its own. */
async function readyPermitInFreshZone() {
  const admin = await apiLogin(USERS.admin);
  const zone = await freshZone(admin);
  const [preparator, safer, issuer, approver] = await Promise.all(STEPS.map(async (email) => (await apiSignIn(email)).user_id));
  const executor = (await apiSignIn(USERS.executor)).user_id;
  const permit = await submitPermit(
    USERS.creator,
    'PREPARATOR',
    { PREPARATOR: preparator, INDUSTRIAL_SAFER: safer, ISSUANCER: issuer, APPROVER: approver, EXECUTOR: executor },
    // Two hours: on a tablet its span is narrower than a finger, the case of the bar's least width.
    { zone, hours: 2 },
  );
  for (const email of STEPS) await moveAs(email, permit.id, 'READY_TO_WORK');
  return { zone, permit };
}

test('the board shows a permit’s bar, and a start made elsewhere within 15 s', async ({ browser }) => {
  const { zone, permit } = await readyPermitInFreshZone();

  const page = await signedIn(browser, USERS.creator);
  await page.getByRole('link', { name: 'Доска работ' }).first().click();
  await expect(page).toHaveURL(/\/nd\/board/);
  await expect(page.getByRole('heading', { name: 'Доска работ', level: 1 })).toBeVisible();
  // Opened on one place (the first of the organization's places, or the one chosen last), never the whole organization.
  await expect(page).toHaveURL(/\/nd\/board\?place=\d+$/);
  // The zone's place is among the organization's places on the board; choosing it narrows the board to it.
  const picker = page.getByRole('combobox', { name: 'Место работ' });
  await picker.selectOption(String(zone.place));
  await expect(page).toHaveURL(new RegExp(`/nd/board\\?place=${zone.place}$`));
  // The bar's name starts with its visible words (its number and type, after any «< 24 ч»), then its status.
  const bar = page.getByRole('link', { name: new RegExp(`№ ${permit.id} · `) });
  await expect(bar).toHaveAccessibleName(new RegExp(`№ ${permit.id} · .*, Готов к работе, `));
  // Only the timeline scrolls sideways, never the page (a tablet in portrait is 820 px wide).
  await page.setViewportSize({ width: 820, height: 1180 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Two hours span 10 px of a 120 px day: the bar is still a finger's 44 px, only its true span filled (10 px less
  // the bar's 4 px start mark).
  const barBox = await bar.boundingBox();
  expect(barBox?.width).toBeGreaterThanOrEqual(44);
  expect(barBox?.width).toBeLessThan(46);
  expect(barBox?.height).toBeGreaterThanOrEqual(44);
  const span = await bar.locator('[data-span]').boundingBox();
  expect(span?.width).toBeGreaterThan(3);
  expect(span?.width).toBeLessThan(9);
  await expectNoSeriousViolations(page, 'доска работ (820 px)', undefined, { all: true });

  await moveAs(USERS.executor, permit.id, 'IN_WORK');
  // One poll period (15 s) plus the answer's way back.
  await expect(bar).toHaveAccessibleName(new RegExp(`№ ${permit.id} · .*, В работе, `), { timeout: 16_000 });

  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/nd/show/${permit.id}$`));

  // Opened again at the bare address (a bookmark, or the menu): on the place chosen last, with the bar.
  await page.goto('/nd/board');
  await expect(page).toHaveURL(new RegExp(`/nd/board\\?place=${zone.place}$`));
  await expect(picker).toHaveValue(String(zone.place));
  await expect(page.getByRole('link', { name: new RegExp(`№ ${permit.id} · .*, В работе, `) })).toBeVisible();
  await page.context().close();
});

test('on a phone the board is a list: the zone’s permit with its window in words, the page never wider than the screen', async ({ browser }) => {
  const { zone, permit } = await readyPermitInFreshZone();

  const page = await signedIn(browser, USERS.creator);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/nd/board?place=${zone.place}`);
  const item = page.getByRole('link').and(page.locator(`[href="/nd/show/${permit.id}"]`));
  await expect(item).toBeVisible();
  await expect(item).toContainText(/Готов к работе · \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} — \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(page.getByLabel('Шкала времени доски работ')).toHaveCount(0);
  const box = await item.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Turned to a tablet's width, the same board is the timeline again.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByLabel('Шкала времени доски работ')).toBeVisible();
  await page.context().close();
});
