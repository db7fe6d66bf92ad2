import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { submitPermit } from '../support/api';
import { USERS, login } from '../support/portal';

/** The text of a PDF as pdftotext (poppler-utils, installed by scripts/test-all.mjs) reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-print-'));
  try {
    const file = join(dir, 'permit.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('«Печать» on the permit page opens the server-made A4 PDF of that permit', async ({ page }) => {
  const permit = await submitPermit(USERS.creator, 'PREPARATOR');
  // The bytes the page itself got: Chromium keeps no copy of a fetch answer read as a Blob for the test to read
  // back from the response, so the object URL's Blob is held on the way.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob) => {
      Reflect.set(window, '__printed', blob);
      return create(blob);
    };
  });
  await login(page, USERS.creator);
  await page.goto(`/nd/show/${permit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Наряд-допуск № ${permit.id}` })).toBeVisible();

  const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nd_processing/print/${permit.id}`);
  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Печать' }).click();

  const pdf = await response;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => page.evaluate(() => Reflect.get(window, '__printed') instanceof Blob)).toBe(true);
  const body = Buffer.from(
    await page.evaluate(async () => Array.from(new Uint8Array(await (Reflect.get(window, '__printed') as Blob).arrayBuffer()))),
  );
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(body);
  expect(text).toContain(`НАРЯД-ДОПУСК № ${permit.id}`);
  expect(text).toContain('История маршрута');
  expect(text).toContain('Закрытие наряда-допуска');
  expect(text).toMatch(/Страница 1 из \d/);

  // The PDF is shown in the tab the click opened, from an object URL of the downloaded bytes.
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  await expect(page.getByRole('button', { name: 'Печать' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
