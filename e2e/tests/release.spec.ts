import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { USERS, login, ports } from '../support/portal';
import { ROOT, buildRelease, deploymentArea } from '../support/release';

const OTHERS = {
  mf_admin: `http://localhost:${ports.admin}/mf-manifest.json`,
  mf_notifications: `http://localhost:${ports.notifications}/mf-manifest.json`,
};

async function permitsVersion(page: Page, shellUrl: string): Promise<string> {
  await page.goto(`${shellUrl}/nd`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Настройки' }).click();
  const row = page.getByRole('table', { name: 'Модули портала' }).getByRole('row', { name: /mf_permits/ });
  await expect(row).toContainText('Загружен');
  return (await row.getByRole('cell').nth(1).innerText()).trim();
}

test('mf-permits is released alone under a running shell, then rolled back by the remote list', async ({ page }) => {
  test.setTimeout(300_000);
  const area = await deploymentArea();
  const release = buildRelease('mf-permits', { APP_VERSION_OVERRIDE: '1.1.0-release-e2e' });
  try {
    // Release 1: the build the stack serves; the shell and its remote list are set up once.
    area.activate(join(ROOT, 'mf-permits', 'dist'));
    const permitsUrl = await area.serve('mf-permits', area.current);
    area.writeRemotes({ mf_permits: `${permitsUrl}/mf-manifest.json`, ...OTHERS });
    await login(page, USERS.creator, undefined, area.shellUrl);
    const before = await permitsVersion(page, area.shellUrl);
    expect(before).not.toBe('1.1.0-release-e2e');

    // Release 2 of mf-permits alone: switch what its server serves; the shell is neither rebuilt nor restarted.
    area.activate(release);
    await page.reload();
    expect(await permitsVersion(page, area.shellUrl)).toBe('1.1.0-release-e2e');

    // Roll back by pointing the remote list at the previous build, still without touching the shell.
    const previousUrl = await area.serve('mf-permits', join(ROOT, 'mf-permits', 'dist'));
    area.writeRemotes({ mf_permits: `${previousUrl}/mf-manifest.json`, ...OTHERS });
    await page.reload();
    expect(await permitsVersion(page, area.shellUrl)).toBe(before);
  } finally {
    await area.dispose();
    rmSync(release, { recursive: true, force: true });
  }
});
