import type { Db } from './db';
import { databaseName } from './kysely';
import { TABLES } from './schema';
import type { TableColumns } from './tables/columns';
import { closeTestDb, testDb } from '../test/test-db';

afterAll(closeTestDb);

/**
 * The Kysely types are derived from TABLES, so TABLES equal to the migrated database means the types
 * can be trusted: each column is compared by name, udt type, nullability and how an insert may omit it.
 * Names are declared camelCase and compared as the CamelCasePlugin writes them (db/kysely.ts).
 */
type Declared = Record<string, TableColumns>;

const line = (table: string, column: string, udt: string, nullable: boolean, fill: string) =>
  `${table}.${column}: ${udt}${nullable ? ' null' : ''}${fill === 'none' ? '' : ` fill=${fill}`}`;

function declaredColumns(tables: Declared): string[] {
  return Object.entries(tables)
    .flatMap(([table, columns]) =>
      Object.entries(columns).map(([name, c]) => line(databaseName(table), databaseName(name), c.udt, c.nullable, c.fill)),
    )
    .sort();
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  /** 'ALWAYS' for a generated (computed, stored) column. */
  is_generated: 'ALWAYS' | 'NEVER';
}

async function databaseColumns(db: Db): Promise<string[]> {
  const { rows } = await db.query<ColumnRow>(
    `select table_name, column_name, udt_name, is_nullable, column_default, is_identity, identity_generation, is_generated
       from information_schema.columns where table_schema = current_schema()`,
  );
  return rows
    .map((r) => {
      const always = r.identity_generation === 'ALWAYS' || r.is_generated === 'ALWAYS';
      const fill = always ? 'always' : r.is_identity === 'YES' || r.column_default !== null ? 'default' : 'none';
      return line(r.table_name, r.column_name, r.udt_name, r.is_nullable === 'YES', fill);
    })
    .sort();
}

describe('table declarations (db/tables/*.ts)', () => {
  it('name every table and column the migrations create, with its type, nullability and default', async () => {
    const db = await testDb();
    expect(declaredColumns(TABLES)).toEqual(await databaseColumns(db));
  });

  it('a declaration that drifts from the database is reported (a column left out, a wrong type, a lost default)', async () => {
    const db = await testDb();
    const actual = await databaseColumns(db);
    const { keepSid: _dropped, ...appUser } = TABLES.appUser;
    const drifted: Declared = {
      ...TABLES,
      appUser,
      notification: { ...TABLES.notification, readed: { ...TABLES.notification.readed, fill: 'none' } },
      auditLog: { ...TABLES.auditLog, id: { ...TABLES.auditLog.id, udt: 'int4' } },
    };
    const declared = declaredColumns(drifted);
    expect(actual.filter((c) => !declared.includes(c))).toEqual([
      'app_user.keep_sid: text null',
      'audit_log.id: int8 fill=default',
      'notification.readed: bool fill=default',
    ]);
  });
});
