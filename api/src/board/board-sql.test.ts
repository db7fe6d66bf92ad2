import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOARD_STATUSES } from '@permit/shared-contracts';
import { MIGRATIONS_DIR } from '../db/migrate';

/**
 * The board's partial indexes (migrations 017 and 019) hold exactly the permits in BOARD_STATUSES: a status
 * added to the board without a new migration would be missing from the indexes, and the planner could no
 * longer use them for the board's statements (it proves the index predicate from the statement's own status list).
 */
it.each([
  ['017-board-indexes.sql', 2],
  ['019-board-place-index.sql', 1],
])('migration %s indexes exactly the board statuses', (file, indexes) => {
  const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  const predicates = [...text.matchAll(/where status in \(([^)]*)\)/g)].map((m) => m[1]!.split(',').map((s) => s.trim().replace(/'/g, '')));
  expect(predicates).toHaveLength(indexes);
  for (const statuses of predicates) expect(new Set(statuses)).toEqual(new Set(BOARD_STATUSES));
});
