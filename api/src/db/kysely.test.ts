import { randomUUID } from 'node:crypto';
import { DatabaseUnavailableError, pgErrorCode, type Db, type QueryOptions } from './db';
import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { databaseName, kysely } from './kysely';
import { openPostgres } from './pg-db';
import { closeTestDb, testDb, TEST_TIME_ZONE } from '../test/test-db';

afterAll(closeTestDb);

/** The real test database, with every statement it is asked to run written down. */
function recording(db: Db, seen: { sql: string; params: readonly unknown[]; options?: QueryOptions }[]): Db {
  return {
    ...db,
    query: (sql, params = [], options) => {
      seen.push({ sql, params, options });
      return db.query(sql, params, options);
    },
    transaction: (fn) => db.transaction((tx) => fn(recording(tx, seen))),
  };
}

// Each test writes its own organizations; the inn only has to be unique.
const uniqueInn = () => `kysely-${randomUUID()}`;

describe('kysely(db): typed queries through the Db seam', () => {
  it('runs each query as one parameterized statement on the Db it is given, values never in the text', async () => {
    const seen: { sql: string; params: readonly unknown[]; options?: QueryOptions }[] = [];
    const db = recording(await testDb(), seen);
    const name = "O'Brien; drop table role --";
    const inn = uniqueInn();
    const { id } = await kysely(db).insertInto('organization').values({ name, inn }).returning('id').executeTakeFirstOrThrow();
    const row = await kysely(db).selectFrom('organization').select(['id', 'name', 'inn']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ id, name, inn });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.sql).toBe('insert into "organization" ("name", "inn") values ($1, $2) returning "id"');
    expect(seen[0]!.params).toEqual([name, inn]);
    expect(seen.map((s) => s.sql).join(' ')).not.toContain('Brien');
  });

  it('keeps the same builder per Db, and passes { prepare: false } on to the Db', async () => {
    const seen: { sql: string; params: readonly unknown[]; options?: QueryOptions }[] = [];
    const db = recording(await testDb(), seen);
    expect(kysely(db)).toBe(kysely(db));
    expect(kysely(db, { prepare: false })).not.toBe(kysely(db));
    await kysely(db, { prepare: false }).selectFrom('role').select('name').where('id', '=', 1).execute();
    await kysely(db).selectFrom('role').select('name').where('id', '=', 1).execute();
    expect(seen.map((s) => s.options)).toEqual([{ prepare: false }, undefined]);
  });

  it('errors keep their SQLSTATE: a duplicate is 23505, as from db.query', async () => {
    const db = await testDb();
    const inn = uniqueInn();
    await kysely(db).insertInto('organization').values({ name: 'A', inn }).execute();
    const error = await kysely(db)
      .insertInto('organization')
      .values({ name: 'B', inn })
      .execute()
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23505');
  });

  it('an unreachable server is DatabaseUnavailableError, as from db.query', async () => {
    // Port 1 on the loopback refuses at once: no server is needed for this test.
    const down = openPostgres({ url: 'postgres://nobody@127.0.0.1:1/none', timeZone: TEST_TIME_ZONE, max: 1 });
    try {
      const error = await kysely(down)
        .selectFrom('role')
        .select('name')
        .execute()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(await down.query('select 1').catch((e: unknown) => e)).toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await down.close();
    }
  });

  it('transactions are the seam’s: kysely(tx) inside db.transaction rolls back with it; Kysely’s own are refused', async () => {
    const db = await testDb();
    const inn = uniqueInn();
    await expect(
      db.transaction(async (tx) => {
        await kysely(tx).insertInto('organization').values({ name: 'T', inn }).execute();
        expect(await kysely(tx).selectFrom('organization').select('id').where('inn', '=', inn).execute()).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await kysely(db).selectFrom('organization').select('id').where('inn', '=', inn).execute()).toEqual([]);
    await expect(
      kysely(db)
        .transaction()
        .execute(async () => undefined),
    ).rejects.toThrow('db.transaction');
  });
});

describe('CamelCasePlugin: camelCase in code, snake_case in the database', () => {
  it('writes tables, columns and aliases snake_case and returns rows camelCase', async () => {
    const seen: { sql: string; params: readonly unknown[]; options?: QueryOptions }[] = [];
    const db = recording(await testDb(), seen);
    const { organizationId } = await kysely(db)
      .insertInto('organization')
      .values({ name: 'Камель', inn: uniqueInn() })
      .returning('id as organizationId')
      .executeTakeFirstOrThrow();
    const row = await kysely(db)
      .insertInto('workShift')
      .values({ organizationId, timeStart: '08:00', timeEnd: '20:00' })
      .returning(['organizationId', 'timeStart as shiftStart'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ organizationId, shiftStart: '08:00:00' });
    expect(seen[1]!.sql).toBe(
      'insert into "work_shift" ("organization_id", "time_start", "time_end") values ($1, $2, $3) returning "organization_id", "time_start" as "shift_start"',
    );
  });

  it('camelCases embedded rows (jsonObjectFrom) too, and leaves text inside a raw sql fragment as written', async () => {
    const db = await testDb();
    const inn = uniqueInn();
    const { id } = await kysely(db).insertInto('organization').values({ name: 'Вложенная', inn }).returning('id').executeTakeFirstOrThrow();
    await kysely(db).insertInto('workShift').values({ organizationId: id, timeStart: '09:00', timeEnd: '18:00' }).execute();
    const row = await kysely(db)
      .selectFrom('organization as o')
      .select((eb) => [
        jsonObjectFrom(eb.selectFrom('workShift as w').select(['w.organizationId', 'w.timeEnd']).whereRef('w.organizationId', '=', 'o.id'))
          .$notNull()
          .as('firstShift'),
        // Raw text is SQL the code wrote: the column must be named as the database names it.
        sql<number>`(select count(*)::int from work_shift s where s.organization_id = ${eb.ref('o.id')})`.as('shiftCount'),
      ])
      .where('o.inn', '=', inn)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ firstShift: { organizationId: id, timeEnd: '18:00:00' }, shiftCount: 1 });
  });

  it('databaseName gives the name the plugin writes (a snake_case name stays as it is)', () => {
    expect(databaseName('userIndustrialSaferId')).toBe('user_industrial_safer_id');
    expect(databaseName('typeA')).toBe('type_a');
    expect(databaseName('nd_id')).toBe('nd_id');
  });
});
