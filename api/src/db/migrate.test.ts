import { CATALOGUE_AREA_NAMES, ROLES } from '@permit/shared-contracts';
import { catalogueTable } from '../catalogues/catalogue-table';
import { closeTestDb, testDb } from '../test/test-db';
import { databaseName } from './kysely';
import { loadMigrations, migrate } from './migrate';

afterAll(closeTestDb);

async function columnsOf(table: string): Promise<string[]> {
  const db = await testDb();
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

describe('migrations', () => {
  it('are numbered without gaps and applied once: a second run applies nothing', async () => {
    const db = await testDb();
    const files = loadMigrations();
    expect(files.map((m) => m.version)).toEqual(files.map((_, i) => i + 1));
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('create every table of the data model', async () => {
    const db = await testDb();
    const { rows } = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = current_schema()`);
    const tables = rows.map((r) => r.table_name);
    for (const name of [
      'organization',
      'section',
      'place_work',
      'region_work',
      'work_shift',
      'type_nd',
      'content_work',
      'dangerous_factor',
      'instrument',
      'security_measure',
      'siz',
      'event',
      'app_user',
      'role',
      'user_role',
      'nd',
      'nd_brigade',
      'nd_content_work',
      'nd_dangerous_factor',
      'nd_instrument',
      'nd_security_measure',
      'nd_siz',
      'nd_event',
      'nd_file',
      'favourite',
      'route_history',
      'notification',
      'mail_outbox',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('store each catalogue in the table and columns of the API map (catalogues/catalogue-storage.ts)', async () => {
    for (const area of CATALOGUE_AREA_NAMES) {
      const table = catalogueTable(area);
      const columns = await columnsOf(databaseName(table.table));
      expect(columns).toContain('id');
      for (const column of [...table.fields.map((f) => f.column), table.label].map(databaseName))
        expect({ area, column, present: columns.includes(column) }).toEqual({ area, column, present: true });
    }
  });

  it('seed the roles with their fixed ids (docs/domain.md «Роли»)', async () => {
    const db = await testDb();
    const { rows } = await db.query<{ id: number; name: string }>('select id, name from role order by id');
    expect(rows).toEqual(ROLES.map((r) => ({ id: r.id, name: r.name })));
  });

  it('refuse deleting a catalogue row a permit uses (ON DELETE RESTRICT)', async () => {
    const db = await testDb();
    const { rows } = await db.query<{ id: number }>(`insert into siz (siz_name, description) values ('Каска', 'тест') returning id`);
    const sizId = rows[0]?.id;
    const { rows: orgs } = await db.query<{ id: number }>(`insert into organization (name, inn) values ('Орг', '7700000001') returning id`);
    const { rows: users } = await db.query<{ id: number }>(
      `insert into app_user (family, name, email, username, password_hash, organization_id) values ('Ф', 'И', 'r@t.ru', 'r@t.ru', 'x', $1) returning id`,
      [orgs[0]?.id],
    );
    const { rows: nds } = await db.query<{ id: number }>('insert into nd (creator_id, organization_id) values ($1, $2) returning id', [
      users[0]?.id,
      orgs[0]?.id,
    ]);
    await db.query('insert into nd_siz (nd_id, siz_id) values ($1, $2)', [nds[0]?.id, sizId]);
    const refused = await db.query('delete from siz where id = $1', [sizId]).then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    // RESTRICT raises restrict_violation (23001); both it and 23503 become a 409 «in use».
    expect(['23001', '23503']).toContain(refused);
  });
});
