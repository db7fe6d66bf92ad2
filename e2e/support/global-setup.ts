import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The same stack script `npm start` uses, with a fresh embedded database so every run starts from the seed.
// @ts-expect-error plain ESM script without types
import { startStack } from '../../scripts/lib/stack.mjs';

export default async function globalSetup() {
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'permit-e2e-db-'));
  const stack = await startStack({
    build: process.env.E2E_SKIP_BUILD !== 'true',
    quiet: process.env.E2E_VERBOSE !== 'true',
    env: { ...(dataDir ? { DATA_DIR: dataDir } : {}), TOKEN_SECRET: 'e2e-secret-e2e-secret-e2e-secret' },
  });
  return async () => {
    await stack.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
