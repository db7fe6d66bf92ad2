import { expect, type Page } from '@playwright/test';

/**
 * «Сохранить черновик» whose save the server makes while its answer is lost on the way back (later saves go through);
 * the form says so. Gives the count of saves sent. The page routes its own requests: a service worker's would pass
 * the route by, so the page's context blocks workers.
 */
export async function saveWithAnswerLost(page: Page): Promise<() => number> {
  let sent = 0;
  await page.route('**/api/nd_processing/create_nd', async (route) => {
    if (++sent > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ответ сервера не получен: изменение могло быть сделано' })).toBeVisible();
  return () => sent;
}
