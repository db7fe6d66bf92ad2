import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
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
  const db = await openDb(config, (error) => console.error('Ошибка соединения с PostgreSQL:', error.message));
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Применены миграции: ${applied.join(', ')}`);
  const seeded = config.seed ? await seedDemoData(db) : false;

  const app = await buildApp({ db, config });
  if (config.tokenSecretIsDefault) {
    app.log.warn('TOKEN_SECRET не задан: используется секрет разработки. Задайте TOKEN_SECRET (не менее 32 символов) вне локальной машины.');
  }

  // Permits past their end move to EXPIRED on a timer; safe with several instances (rows are locked, SKIP LOCKED).
  const stopExpiry =
    config.expiryIntervalSeconds > 0
      ? startExpiryJob(createWorkflowService(db), config.expiryIntervalSeconds * 1000, app.log)
      : () => undefined;

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
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nAPI портала наряд-допусков: http://${shownHost}:${config.port}/api/health`);
  console.log(`Документация API: http://${shownHost}:${config.port}/api/docs`);
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
