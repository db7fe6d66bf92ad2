-- «Мои задачи» (api/src/worklist): for each column that can name the user (creator and the six
-- participants) the worklist asks "this column is me, in these statuses". With only (column) indexes the
-- planner ANDed each with an (organization, status) bitmap of thousands of rows, seven times per call
-- (about 10 ms at 100,000 permits); (column, status) answers each arm with one small index range.
-- They replace the single-column indexes of 003, which they serve as well (the column leads), so a
-- permit write maintains no more indexes than before. See docs/performance.md.
drop index if exists nd_creator_idx;
drop index if exists nd_preparator_idx;
drop index if exists nd_industrial_safer_idx;
drop index if exists nd_issuancer_idx;
drop index if exists nd_approver_idx;
drop index if exists nd_executor_idx;
drop index if exists nd_object_owner_idx;
create index nd_creator_status_idx on nd (creator_id, status);
create index nd_preparator_status_idx on nd (user_preparator_id, status);
create index nd_industrial_safer_status_idx on nd (user_industrial_safer_id, status);
create index nd_issuancer_status_idx on nd (user_issuancer_id, status);
create index nd_approver_status_idx on nd (user_approver_id, status);
create index nd_executor_status_idx on nd (user_executor_id, status);
create index nd_object_owner_status_idx on nd (user_object_owner_id, status);
