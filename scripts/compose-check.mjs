#!/usr/bin/env node
// Validates docker-compose.yml offline (no Docker engine runs on these machines).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT } from './lib/apps.mjs';
import { ensureDockerCompose } from './lib/system-deps.mjs';

if (!ensureDockerCompose()) {
  console.error('docker-compose is not available');
  process.exit(1);
}
// The file requires TOKEN_SECRET (no fallback); validating it needs only some value.
const env = { ...process.env, TOKEN_SECRET: process.env.TOKEN_SECRET || randomBytes(48).toString('base64url') };
const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: ROOT, stdio: 'inherit', env });
if (r.status === 0) console.log('docker-compose.yml: valid');
process.exit(r.status ?? 1);
