import { sql } from 'kysely';
import type { Db } from './db';
import { compiledStatements, slot } from './compiled-statements';
import { closeTestDb, testDb } from '../test/test-db';

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeTestDb();
});

/** Roles by name, with an optional second condition: two shapes of one statement. */
function rolesQuery(execute: ReturnType<typeof compiledStatements>, names: string[], notId: number | null, onBuild: () => void) {
  return execute(db, notId === null ? 'names' : 'names-not-id', { names, notId }, (q) => {
    onBuild();
    return q
      .selectFrom('role')
      .select(['id', 'name'])
      .where(sql<boolean>`${sql.ref('name')} = any(${slot<string[]>('names')}::text[])`)
      .$if(notId !== null, (s) => s.where('id', '<>', slot<number>('notId')))
      .orderBy('name');
  });
}

describe('compiledStatements', () => {
  it('builds a shape once and runs it with each call’s values, camelCase plugin and all', async () => {
    const execute = compiledStatements();
    let builds = 0;
    const build = () => void (builds += 1);
    expect((await rolesQuery(execute, ['ADMIN'], null, build)).map((r) => r.name)).toEqual(['ADMIN']);
    expect((await rolesQuery(execute, ['CREATOR', 'EXECUTOR'], null, build)).map((r) => r.name)).toEqual(['CREATOR', 'EXECUTOR']);
    expect(builds).toBe(1);
    // Another shape is another statement, itself built once.
    const [creator] = await rolesQuery(execute, ['CREATOR'], null, build);
    expect(await rolesQuery(execute, ['CREATOR', 'EXECUTOR'], creator!.id, build)).toEqual([expect.objectContaining({ name: 'EXECUTOR' })]);
    expect(await rolesQuery(execute, ['CREATOR'], creator!.id, build)).toEqual([]);
    expect(builds).toBe(2);
  });

  it('refuses to run a statement whose slot has no value, and stops keeping shapes past its limit', async () => {
    const execute = compiledStatements(1);
    await expect(execute(db, 'broken', {}, (q) => q.selectFrom('role').select('id').where('id', '=', slot<number>('missing')))).rejects.toThrow(
      'no value for missing',
    );
    let builds = 0;
    const build = () => void (builds += 1);
    await rolesQuery(execute, ['ADMIN'], null, build);
    await rolesQuery(execute, ['ADMIN'], null, build);
    // The one kept shape is the broken one: this one is compiled on every call, and still answers right.
    expect(builds).toBe(2);
  });
});
