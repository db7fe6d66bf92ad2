import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { USERS, login, ports } from '../support/portal';
import { buildRelease, deploymentArea } from '../support/release';

const FALLBACK = 'Модуль временно недоступен. Остальная часть портала работает.';
const STABLE = {
  mf_permits: `http://localhost:${ports.permits}/mf-manifest.json`,
  mf_admin: `http://localhost:${ports.admin}/mf-manifest.json`,
};

function notificationsRow(page: Page) {
  return page.getByRole('table', { name: 'Модули портала' }).getByRole('row', { name: /mf_notifications/ });
}

test('the shell refuses a remote built against another contract major and loads a compatible minor', async ({ page }) => {
  test.setTimeout(300_000);
  const area = await deploymentArea();
  const incompatible = buildRelease('mf-notifications', { CONTRACT_VERSION_OVERRIDE: '2.0.0' });
  const compatible = buildRelease('mf-notifications', { CONTRACT_VERSION_OVERRIDE: '1.7.0' });
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  try {
    area.activate(incompatible);
    const notificationsUrl = await area.serve('mf-notifications', area.current);
    area.writeRemotes({ ...STABLE, mf_notifications: `${notificationsUrl}/mf-manifest.json` });

    await login(page, USERS.creator, undefined, area.shellUrl);
    // Both header slots of the refused remote show the fallback; the rest of the portal works.
    await expect(page.getByRole('banner').getByRole('status', { name: FALLBACK })).toHaveCount(2);
    await page.getByRole('navigation').getByRole('link', { name: 'Наряд-допуски', exact: true }).click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Настройки' }).click();
    await expect(notificationsRow(page)).toContainText('Несовместимая версия контракта');
    await expect(notificationsRow(page)).toContainText('2.0.0');
    expect(logs.some((line) => line.includes('mf_notifications') && line.includes('2.0.0'))).toBe(true);

    // A build against a newer minor of the same major is accepted.
    area.activate(compatible);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /Уведомления/ })).toBeVisible();
    await expect(notificationsRow(page)).toContainText('Загружен');
    await expect(notificationsRow(page)).toContainText('1.7.0');
  } finally {
    await area.dispose();
    rmSync(incompatible, { recursive: true, force: true });
    rmSync(compatible, { recursive: true, force: true });
  }
});
