-- «Доска работ» (api/src/board/board-repository.ts, docs/board.md): the permits on the board are those in
-- BOARD_STATUSES of the contract (approved, not yet closed) whose window overlaps a few days. Two lookups:
-- the places where an organization has such permits, and such permits in a zone. Partial indexes hold only
-- those rows (a small share of a site's history, which is mostly archived), keyed so that the window's
-- "ends after the first day" is an index range and the start is read from the index too. The predicates equal
-- BOARD_STATUSES; api/src/board/board-sql.test.ts fails if the list changes without a new migration.
create index nd_board_organization_idx on nd (organization_id, place_id, datetime_end) include (datetime_start)
  where status in ('READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED', 'EXPIRED');
create index nd_board_zone_idx on nd (region_id, datetime_end) include (datetime_start)
  where status in ('READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED', 'EXPIRED');
