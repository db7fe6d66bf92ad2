import { existsSync } from 'node:fs';

/**
 * Debian's Chromium where it is installed (Playwright cannot download browsers on these machines),
 * else Playwright's own browser. CHROMIUM_PATH overrides.
 */
export function chromiumLaunchOptions() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const executablePath = candidates.find((p) => existsSync(p));
  if (!executablePath) return {};
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // Chromium 156 headless loads its omnibox popup (a WebUI page in a renderer of its own) for every new
      // window and reloads it again and again while a page loads: about 2 s of CPU per browser context,
      // measured on these 2-core machines, taken from the page under test. A user's browser builds it once.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  };
}
