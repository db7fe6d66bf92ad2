#!/usr/bin/env node
// `npm start`: builds the apps if their sources changed, starts the API on the embedded database
// (PGlite in api/.data, seeded with demo data) or on DATABASE_URL, serves the four apps, prints URLs.
import { startStack } from './lib/stack.mjs';
import { DEMO_LOGINS, DEMO_PASSWORD } from './lib/apps.mjs';

const build = !process.argv.includes('--no-build');
const stack = await startStack({ build }).catch((e) => {
  console.error(`[stack] не удалось запустить портал: ${e.message}`);
  process.exit(1);
});

const pad = (s, n) => s + ' '.repeat(Math.max(1, n - s.length));
console.log('\n==================== Портал наряд-допусков запущен ====================');
console.log(`  Портал (shell):          ${stack.urls.shell}`);
console.log(`  mf-permits:              ${stack.urls['mf-permits']}/mf-manifest.json`);
console.log(`  mf-admin:                ${stack.urls['mf-admin']}/mf-manifest.json`);
console.log(`  mf-notifications:        ${stack.urls['mf-notifications']}/mf-manifest.json`);
console.log(`  API:                     ${stack.urls.api}/api/health`);
const database = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `встроенная PGlite (${process.env.DATA_DIR || 'api/.data/pglite'})`;
console.log(`  База данных:             ${database}`);
console.log(`\n  Демо-пользователи (пароль у всех: ${DEMO_PASSWORD}):`);
for (const [login, role] of DEMO_LOGINS) console.log(`    ${pad(login, 22)}${role}`);
console.log('\n  Остановить: Ctrl+C');
console.log('========================================================================\n');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const [name, child] of Object.entries(stack.children)) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] ${name} завершился (код ${code}); останавливаю портал`);
      shutdown();
    }
  });
}
