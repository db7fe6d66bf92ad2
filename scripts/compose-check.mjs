#!/usr/bin/env node
// Validates docker-compose.yml offline (no Docker engine runs on these machines).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';
import { ensureDockerCompose } from './lib/system-deps.mjs';

if (!ensureDockerCompose()) {
  console.error('docker-compose is not available');
  process.exit(1);
}
const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: ROOT, stdio: 'inherit' });
if (r.status === 0) console.log('docker-compose.yml: valid');
process.exit(r.status ?? 1);
