import { loadConfig } from '../config';
import { migrate } from './migrate';
import { openDb } from './open-db';

/** `npm run migrate -w @permit/api`: applies pending migrations and exits (deployment step). */
async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Применены миграции: ${applied.join(', ')}` : 'Новых миграций нет');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
