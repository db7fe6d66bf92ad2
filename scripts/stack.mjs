#!/usr/bin/env node
// `npm start`: builds the apps if their sources changed, starts the API on the embedded database
// (PGlite in api/.data, seeded with demo data) or on DATABASE_URL, serves the four apps, prints URLs.
// `npm start -- --compose` (or STACK_TOPOLOGY=compose): the docker-compose topology instead — PostgreSQL,
// API replicas behind Debian's nginx running deploy/nginx-api.conf, a mail catcher (see scripts/lib/stack.mjs).
// Flags: --no-build; --fresh-db (compose: a throwaway PostgreSQL). STACK_CONTROL_PORT: test hook (stack-control.mjs).
// A port set to 0 is taken by its server; started with an IPC channel (as the e2e set-up does), the script
// sends { type: 'ready', urls, controlUrl } once everything answers, and stops when the channel closes.
import { startStack } from './lib/stack.mjs';
import { startStackControl } from './lib/stack-control.mjs';
import { DEMO_LOGINS, DEMO_PASSWORD } from './lib/apps.mjs';

const argv = process.argv.slice(2);
const build = !argv.includes('--no-build');
const topology = argv.includes('--compose') || process.env.STACK_TOPOLOGY === 'compose' ? 'compose' : 'single';
let stopping = false;
let stack;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // A signal during set-up: exiting kills what was started so far (process-utils.mjs track/atExit).
  if (!stack) process.exit(1);
  await stack.stop();
  process.exit(0);
};
const onExit = (name, code) => {
  // During start-up a failure rejects startStack, which cleans up itself.
  if (stopping || !stack) return;
  console.error(`[stack] ${name} завершился (код ${code}); останавливаю портал`);
  void shutdown();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The parent that started us over IPC is gone: nobody will stop this stack, so it stops itself.
process.on('disconnect', shutdown);
try {
  stack = await startStack({ build, topology, freshDb: argv.includes('--fresh-db'), onExit });
} catch (e) {
  console.error(`[stack] не удалось запустить портал: ${e.message}`);
  process.exit(1);
}
let controlUrl = null;
if (process.env.STACK_CONTROL_PORT) {
  const control = await startStackControl(stack, Number(process.env.STACK_CONTROL_PORT));
  controlUrl = `http://127.0.0.1:${control.address().port}`;
}
process.send?.({ type: 'ready', urls: stack.urls, controlUrl });

const pad = (s, n) => s + ' '.repeat(Math.max(1, n - s.length));
console.log('\n==================== Портал наряд-допусков запущен ====================');
console.log(`  Портал (shell):          ${stack.urls.shell}`);
console.log(`  mf-permits:              ${stack.urls['mf-permits']}/mf-manifest.json`);
console.log(`  mf-admin:                ${stack.urls['mf-admin']}/mf-manifest.json`);
console.log(`  mf-notifications:        ${stack.urls['mf-notifications']}/mf-manifest.json`);
console.log(`  API:                     ${stack.urls.api}/api/health`);
const database = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : stack.postgres
    ? `PostgreSQL ${stack.postgres.url} (${argv.includes('--fresh-db') ? 'временный' : stack.postgres.data})`
    : `встроенная PGlite (${process.env.DATA_DIR || 'api/.data/pglite'})`;
console.log(`  База данных:             ${database}`);
if (stack.topology === 'compose') {
  const replicas = stack
    .apiState()
    .map((r) => `${r.name} ${r.url}`)
    .join(', ');
  console.log(`  Реплики API за прокси:   ${replicas}`);
  console.log(`  Почта (как mailpit):     ${stack.mail.httpUrl}/api/v1/messages  (SMTP ${stack.mail.smtpUrl})`);
}
console.log(`\n  Демо-пользователи (пароль у всех: ${DEMO_PASSWORD}):`);
for (const [login, role] of DEMO_LOGINS) console.log(`    ${pad(login, 22)}${role}`);
console.log('\n  Остановить: Ctrl+C');
console.log('========================================================================\n');
