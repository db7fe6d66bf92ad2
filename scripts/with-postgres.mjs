#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command> [args...]
// Runs the command with DATABASE_URL pointing at a fresh PostgreSQL server, then removes the server.
import { spawn } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}
const pg = await startPostgres();
console.log(`[with-postgres] PostgreSQL at ${pg.url}`);
const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url }, shell: false });
const finish = (code) => {
  pg.stop();
  process.exit(code ?? 1);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => finish(code));
child.on('error', (e) => {
  console.error(e);
  finish(1);
});
