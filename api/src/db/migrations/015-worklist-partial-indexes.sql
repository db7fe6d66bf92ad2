-- «Мои задачи» (api/src/worklist/worklist-sql.ts): each column that can name the user is asked "this column
-- is me, in a status it acts in or that can end within 24 hours". One partial index per column holds exactly
-- those rows, so each arm is a single index lookup that returns only candidates (the (column, status) indexes
-- of 014 took two lookups per arm and up to seven descents each). The predicates equal armStatuses() of the
-- code; api/src/worklist/worklist-sql.test.ts fails if the groups change without a new migration. Only permits in these
-- statuses are kept in them, so writes of archived and closed permits do not touch them. See docs/performance.md.
create index nd_worklist_creator_idx on nd (creator_id)
  where status in ('DRAFT', 'ON_MODIFICATION', 'READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED');
create index nd_worklist_preparator_idx on nd (user_preparator_id)
  where status in ('ON_ACCEPTANCE', 'READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED');
create index nd_worklist_industrial_safer_idx on nd (user_industrial_safer_id)
  where status in ('ON_ACCEPTANCE', 'READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED');
create index nd_worklist_issuancer_idx on nd (user_issuancer_id)
  where status in ('ON_ACCEPTANCE', 'PROLONG', 'CLOSE_WORK', 'READY_TO_WORK', 'IN_WORK', 'PROLONGED', 'STOPPED');
create index nd_worklist_approver_idx on nd (user_approver_id)
  where status in ('ON_ACCEPTANCE', 'READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED');
create index nd_worklist_executor_idx on nd (user_executor_id)
  where status in ('ON_ACCEPTANCE', 'READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED');
create index nd_worklist_object_owner_idx on nd (user_object_owner_id)
  where status in ('ON_ACCEPTANCE', 'READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED');
