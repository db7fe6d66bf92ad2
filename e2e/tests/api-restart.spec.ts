import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { USERS, login } from '../support/portal';
import { controlUrl, startApi, stackState, stopApi } from '../support/stack';

/**
 * Fault test: the API restarts while a user is in the middle of their work. Every API process stops
 * (both replicas in the compose topology) while a permit form is being filled; the portal says so in
 * Russian without losing the input or the session, and once the API is back the same save succeeds.
 */
test('the API restarts while a permit form is being filled: an error in Russian, then the save succeeds', async ({ page }) => {
  test.skip(!controlUrl(), 'needs the local stack started by the e2e global setup');
  const paperNumber = `РЕСТАРТ-${Date.now()}`;
  const work = 'Осмотр насосной после перезапуска API';
  const visited: string[] = [];

  await login(page, USERS.creator);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/nd');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.goto('/nd/add');
  await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();
  await page.getByLabel('Номер бумажного наряда-допуска').fill(paperNumber);
  await page.getByLabel('Содержание работ (вручную)').fill(work);

  await stopApi();
  try {
    expect((await stackState()).processes.some((p) => p.running)).toBe(false);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page.getByRole('alert')).toHaveText(/недоступ/);
    await expect(page.getByRole('alert')).toHaveText(/[А-Яа-яЁё]/);
    // Longer than the notification poll: failing background reads must not end the session either.
    await page.waitForTimeout(7_000);
    await expect(page.getByRole('heading', { name: 'Создание наряд-допуска' })).toBeVisible();
    await expect(page.getByLabel('Номер бумажного наряда-допуска')).toHaveValue(paperNumber);
    await expect(page.getByLabel('Содержание работ (вручную)')).toHaveValue(work);
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  } finally {
    await startApi();
  }
  // Back for the portal once its proxy passes requests again: nginx keeps a replica that failed the polls of the
  // outage marked down for its fail_timeout (5 s, deploy/nginx-api.conf) after the process is healthy, and
  // answers 503 meanwhile, as a user who clicks at once would see; the user then saves again.
  await expect.poll(async () => (await page.request.get('/api/health')).status(), { timeout: 30_000 }).toBe(200);

  const saved = page.waitForResponse((r) => r.url().includes('/api/nd_processing/create_nd'));
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  await expect(page).toHaveURL(/\/nd$/);
  expect(visited.filter((path) => path === '/auth')).toEqual([]);

  const stored = await apiCall<{ numberPaperNd: string; contentWorksHand: string }>(
    await apiLogin(USERS.creator),
    'GET',
    `/api/nd_processing/getNdById/${id}`,
  );
  expect(stored.status).toBe(200);
  expect(stored.data).toMatchObject({ numberPaperNd: paperNumber, contentWorksHand: work });
});
