import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { formatDemoLogins } from './demo-logins';
import { seedDemoData } from './seed';

/** `npm run seed -w @permit/api`: migrates, then seeds an empty database (a no-op when users exist). */
async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    const seeded = await seedDemoData(db);
    console.log(seeded ? `Демо-данные созданы.\n\n${formatDemoLogins()}` : 'В базе уже есть пользователи: демо-данные не добавлялись.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
