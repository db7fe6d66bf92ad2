-- The place picker of «Доска работ» (api/src/board/board-places-repository.ts, docs/board.md): for the caller's
-- organization, its permits on the board in the window counted per place, and how many of them are in work.
-- The index of 017 keyed by organization, place and end held the start but not the status, so counting those
-- in work read every such row from the table (~11,000 rows of one organization at 100k permits: ~15 ms).
-- This one holds the status too, so the count is an index-only scan (~4 ms there); it replaces 017's, which it
-- serves just as well (the board's own lookup of the organization's places reads the same leading columns).
-- The predicate equals BOARD_STATUSES; api/src/board/board-sql.test.ts fails if the list changes without a new
-- migration.
create index nd_board_place_idx on nd (organization_id, place_id, datetime_end) include (datetime_start, status)
  where status in ('READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED', 'EXPIRED');
drop index nd_board_organization_idx;
