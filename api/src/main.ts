import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { resolveTokenSecret } from './auth/token-secret';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { prepareFileStore } from './files/file-store';
import { moveLegacyFiles } from './files/legacy-files';
import { openDb } from './db/open-db';
import { createWorkflowService, startExpiryJob } from './processing/workflow-service';
import { formatDemoLogins } from './seed/demo-logins';
import { hasDemoLogins, seedDemoData } from './seed/seed';

/**
 * The only place that reads the environment: open the database, bring the schema up to date, seed an
 * empty database with the demo (unless SEED=false), and serve. It starts nothing else.
 */
async function main() {
  const config = loadConfig();
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite: ${config.database.dataDir}`;
  console.log(`База данных: ${where}`);
  // Before the database: PostgreSQL without TOKEN_SECRET stops here, before anything is migrated.
  const tokenSecret = resolveTokenSecret(config.tokenSecret, config.database);
  if (tokenSecret.origin === 'generated') console.log(`TOKEN_SECRET не задан: создан случайный секрет токенов в ${tokenSecret.file}`);
  if (tokenSecret.origin === 'ephemeral') console.log('TOKEN_SECRET не задан: секрет токенов случайный, до остановки процесса');
  const db = await openDb(config, (error) => console.error('Ошибка соединения с PostgreSQL:', error.message));
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Применены миграции: ${applied.join(', ')}`);
  const seeded = config.seed ? await seedDemoData(db) : false;

  // A missing or read-only FILES_DIR stops the start here, not the first upload.
  const files = await prepareFileStore(config.filesDir);
  console.log(`Файлы: ${config.filesDir}`);
  const app = await buildApp({ db, config: { ...config, tokenSecret: tokenSecret.secret }, files });

  // Permits past their end move to EXPIRED on a timer; safe with several instances (rows are locked, SKIP LOCKED).
  const stopExpiry =
    config.expiryIntervalSeconds > 0 ? startExpiryJob(createWorkflowService(db), config.expiryIntervalSeconds * 1000, app.log) : () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: остановка`);
    stopExpiry();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // API_PORT=0 takes a free port; the lines below name the bound one (the local stack reads it from there).
  const { port } = app.server.address() as AddressInfo;
  // Bodies stored in the database before the file store move to it in the background; until then they are read from there.
  moveLegacyFiles(db, files).then(
    (moved) => {
      if (moved.files + moved.printForms > 0) app.log.info(moved, 'файлы перенесены из базы данных в хранилище файлов');
    },
    (error: unknown) => app.log.error({ err: error }, 'перенос файлов из базы данных не завершён, повтор при следующем запуске'),
  );
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nAPI портала наряд-допусков: http://${shownHost}:${port}/api/health`);
  console.log(`Документация API: http://${shownHost}:${port}/api/docs`);
  if (seeded || (await hasDemoLogins(db))) {
    console.log(seeded ? '\nДемо-данные созданы. Демо-входы:' : '\nДемо-входы:');
    console.log(`\n${formatDemoLogins()}\n`);
  }
}

main().catch((error: unknown) => {
  console.error('API не запущен:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
