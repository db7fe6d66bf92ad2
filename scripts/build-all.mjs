#!/usr/bin/env node
// Builds the four web apps one after another (2 cores: parallel webpack builds starve each other).
// An app whose sources did not change since its last build is skipped unless --force is given.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB_APPS } from './lib/apps.mjs';

const force = process.argv.includes('--force');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const apps = only.length ? only : WEB_APPS;

function hashTree(hash, dir) {
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) hashTree(hash, p);
    else hash.update(p).update(readFileSync(p));
  }
}

function sourceHash(app) {
  const hash = createHash('sha256');
  // dev-kit is bundled into every app (the remotes' runtime kit, loadable) and provides their shared Chakra module.
  for (const dir of [join(ROOT, app), join(ROOT, 'shared-contracts', 'src'), join(ROOT, 'dev-kit', 'src'), join(ROOT, 'tooling')]) {
    hashTree(hash, dir);
  }
  hash.update(process.env.APP_VERSION_OVERRIDE ?? '').update(process.env.CONTRACT_VERSION_OVERRIDE ?? '');
  return hash.digest('hex');
}

for (const app of apps) {
  const stamp = join(ROOT, app, 'dist', '.build-hash');
  const hash = sourceHash(app);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`[build] ${app}: up to date`);
    continue;
  }
  console.log(`[build] ${app}: building…`);
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', `@permit/${app}`], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[build] ${app}: FAILED`);
    process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, hash);
  console.log(`[build] ${app}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
