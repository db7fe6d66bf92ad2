import { expect, test, type Page } from '@playwright/test';
import { USERS, login, ports } from '../support/portal';

const FALLBACK = 'Модуль временно недоступен. Остальная часть портала работает.';

interface Violation {
  directive: string;
  blocked: string;
}

/**
 * Every CSP refusal the page sees: the securitypolicyviolation events (collected in the page from its
 * first script on) and Chromium's "Refused to …" console lines.
 */
async function watchCsp(page: Page): Promise<() => Promise<{ events: Violation[]; console: string[] }>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: list });
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return async () => ({
    events: await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
    console: consoleLines,
  });
}

test('the composed portal runs under its CSP without a single violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/auth');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const remoteOrigins = [ports.admin, ports.notifications, ports.permits].map((p) => `http://localhost:${p}`).sort();
  expect(policy).toContain(`script-src 'self' ${remoteOrigins.join(' ')}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');

  await login(page, USERS.admin);
  // Home with the notifications remote in the header.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();
  // mf-permits: the list with rows from the API.
  await page.goto('/nd');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const firstPermit = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  await firstPermit.click();
  await expect(page).toHaveURL(/\/nd\/show\/\d+/);
  // mf-admin: the catalogue menu and one catalogue list.
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  expect(await violations()).toEqual({ events: [], console: [] });
});

test('a remote from an origin the shell does not list is refused by the browser', async ({ page }) => {
  const violations = await watchCsp(page);
  // The same build of mf-permits, but named through another origin (127.0.0.1 instead of localhost):
  // as if the remote list the browser received had been tampered with. The page's CSP still comes from
  // the shell's configured list.
  const foreign = `http://127.0.0.1:${ports.permits}`;
  // On the context, not the page: the shell's service worker fetches /remotes.json for the page, and only a
  // context route sees a worker's requests.
  await page.context().route('**/remotes.json', async (route) => {
    const list = (await (await route.fetch()).json()) as { name: string; entry: string }[];
    await route.fulfill({
      json: list.map((r) => (r.name === 'mf_permits' ? { ...r, entry: `${foreign}/mf-manifest.json` } : r)),
    });
  });
  await login(page, USERS.creator);
  await page.goto('/nd');
  await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const seen = await violations();
  expect(seen.events.length).toBeGreaterThan(0);
  expect(seen.events.every((v) => v.blocked.startsWith(foreign))).toBe(true);
  expect(seen.events.map((v) => v.directive)).toEqual(expect.arrayContaining([expect.stringMatching(/^(connect|script)-src/)]));
  expect(seen.console.some((line) => line.includes(foreign))).toBe(true);
  // The other remotes, from listed origins, still work.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Уведомления' })).toBeVisible();
});

test('too many failed logins: the login screen says so in Russian', async ({ page }) => {
  // A login of its own, so no other test is affected; the pair limit is 10 failures in 15 minutes.
  const username = `csp-e2e-${Date.now()}@demo.ru`;
  await page.goto('/auth');
  const submit = async (password: string) => {
    await page.getByLabel('Почта').fill(username);
    await page.getByLabel('Пароль').fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/users/auth/login')),
      page.getByRole('button', { name: 'Войти' }).click(),
    ]);
    return response.status();
  };
  for (let i = 0; i < 10; i += 1) {
    expect(await submit(`wrong-${i}`)).toBe(403);
    await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль');
  }
  expect(await submit('demo1234')).toBe(429);
  await expect(page.getByRole('alert')).toHaveText('Слишком много попыток, повторите позже');
});
