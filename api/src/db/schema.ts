import { CATALOGUE_TABLES } from './tables/catalogue-tables';
import type { DatabaseOf, TableColumns } from './tables/columns';
import { MESSAGING_TABLES } from './tables/messaging-tables';
import { ND_COUNT_TABLES } from './tables/nd-count-tables';
import { ND_NUMBER_TABLE } from './tables/nd-number-table';
import { PERMIT_TABLES } from './tables/permit-tables';
import { SIMOPS_TABLES } from './tables/simops-tables';
import { USER_TABLES } from './tables/user-tables';

/**
 * Every table and column the migrations create, declared once (db/tables/*.ts). `Database` is what
 * Kysely types queries with; db/schema.test.ts checks TABLES against a freshly migrated database.
 */
export const TABLES = {
  ...CATALOGUE_TABLES,
  ...USER_TABLES,
  ...PERMIT_TABLES,
  ...MESSAGING_TABLES,
  ...SIMOPS_TABLES,
  ...ND_COUNT_TABLES,
  ...ND_NUMBER_TABLE,
} satisfies Record<string, TableColumns>;

export type Database = DatabaseOf<typeof TABLES>;
