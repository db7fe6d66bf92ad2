import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser.ts';
import { ensureChromium } from '../../scripts/lib/system-deps.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

/**
 * Runs `measure({ browser, baseURL })` against the built apps served as bench:web serves them (a fresh embedded
 * database with the demo seed, in a temporary folder) in Debian's Chromium, and stops them all afterwards, the
 * browser too when the stack fails to start.
 */
export async function withPortal(name, measure) {
  const chromiumPath = ensureChromium();
  if (chromiumPath) process.env.CHROMIUM_PATH = chromiumPath;
  const work = mkdtempSync(join(tmpdir(), `permit-${name}-`));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const stack = await startStack({ build: false, quiet: true, env: { DATA_DIR: join(work, 'db'), LOG_LEVEL: 'warn' } }).catch(async (error) => {
    await browser.close();
    throw error;
  });
  try {
    return await measure({ browser, baseURL: stack.urls.shell });
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
