import { ndSearchQuerySchema, type NdSearchFilter } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { databaseName } from '../db/kysely';
import { closeTestDb, testDb } from '../test/test-db';
import { idFilterColumn, keyed, KEYED_FILTERS } from './nd-search-conditions';

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(closeTestDb);

/** The column lists of nd's plain (not partial) btree indexes, as the database holds them after all migrations. */
async function plainIndexes(): Promise<string[]> {
  const { rows } = await db.query<{ def: string }>(`select indexdef as def from pg_indexes where tablename = 'nd' and schemaname = current_schema()`);
  return rows.filter((r) => !/ where /i.test(r.def)).flatMap((r) => /using btree \(([^)]*)\)$/i.exec(r.def)?.[1] ?? []);
}

// The keyed filters' statements keep one generic plan (nd-list-repository.ts): that is only safe while each set
// has its index, the organization first and the id last, so the plan walks it in the page's order for any value.
it.each(KEYED_FILTERS.map((keys) => [keys.join(' + '), keys] as const))('the filters %s have an (organization, …, id) index', async (_name, keys) => {
  const columns = ['organization_id', ...keys.map((key) => databaseName(idFilterColumn(key).slice(2))), 'id'].join(', ');
  expect(await plainIndexes()).toContain(columns);
});

describe('keyed', () => {
  // No filter set: every key null, as the contract normalises an empty query.
  const none: NdSearchFilter = ndSearchQuerySchema.parse({});

  it('holds for exactly one of the keyed sets', () => {
    expect(keyed({ ...none, section: 3 })).toBe(true);
    expect(keyed({ ...none, place: 7, type: 2 })).toBe(true);
    expect(keyed({ ...none, creator: 15 })).toBe(true);
  });

  it('does not hold for a set with more, fewer or other filters', () => {
    expect(keyed({ ...none, section: 3, status: 'IN_WORK' })).toBe(false);
    expect(keyed({ ...none, type: 2 })).toBe(false);
    expect(keyed({ ...none, numberPaperNd: 'НД-1' })).toBe(false);
    expect(keyed({ ...none, place: 7, type: 2, creator: 1 })).toBe(false);
    expect(keyed(none)).toBe(false);
  });
});
