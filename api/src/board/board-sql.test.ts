import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOARD_STATUSES } from '@permit/shared-contracts';
import { MIGRATIONS_DIR } from '../db/migrate';

/**
 * The board's partial indexes (migration 017) hold exactly the permits in BOARD_STATUSES: a status added to
 * the board without a new migration would be missing from the indexes, and the planner could no longer use
 * them for the board's statement (it proves the index predicate from the statement's own status list).
 */
it('migration 017 indexes exactly the board statuses', () => {
  const text = readFileSync(path.join(MIGRATIONS_DIR, '017-board-indexes.sql'), 'utf8');
  const predicates = [...text.matchAll(/where status in \(([^)]*)\)/g)].map((m) => m[1]!.split(',').map((s) => s.trim().replace(/'/g, '')));
  expect(predicates).toHaveLength(2);
  for (const statuses of predicates) expect(new Set(statuses)).toEqual(new Set(BOARD_STATUSES));
});
