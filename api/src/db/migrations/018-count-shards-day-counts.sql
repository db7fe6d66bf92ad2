-- Counters for processingND under concurrency and for ndSearch at a million permits (docs/performance.md).
--
-- 1. The status counters of 006 had one row per (organization, status): every status change of the
--    organization updated the same two rows and held their row locks until its transaction committed, so
--    concurrent moves of different permits queued behind each other (processingND p99). Each row is now
--    split into shards; a statement adds to the shard of its own server connection (backend pid % 16), so
--    two pooled connections meet on a counter row only when their pids agree modulo 16. A shard's n may go
--    negative (a permit counted in one shard, moved in another); the sum over the shards is exact. Readers
--    (countByStatus, ndSearch, the worklist) sum over the shards.
alter table nd_status_count add column shard integer not null default 0;
alter table nd_status_count drop constraint nd_status_count_pkey;
alter table nd_status_count add primary key (organization_id, status, shard);

-- 2. Permits per organization, status and start day, kept exact by the same trigger: ndSearch with no filter
--    but the status and a start-date range (nd-list-repository.ts) sums whole days here and counts only the
--    partial first and last day in nd. Counting a year of archived permits in nd read ~25,000 index entries
--    at 100k permits and ten times that at 1M.
create table nd_day_count (
  organization_id integer not null,
  status text not null,
  day date not null,
  shard integer not null default 0,
  n integer not null default 0,
  primary key (organization_id, status, day, shard)
);

insert into nd_day_count (organization_id, status, day, n)
select organization_id, status, datetime_start::date, count(*) from nd
 where organization_id is not null and datetime_start is not null
 group by 1, 2, 3;

-- One statement per counter table and trigger run, rows locked in key order (status counters first, then
-- day counters, in every transaction), so concurrent statements cannot deadlock on them.
create or replace function nd_status_count_apply() returns trigger language plpgsql as $$
declare
  s integer := pg_backend_pid() % 16;
begin
  if tg_op = 'INSERT' then
    insert into nd_status_count as c (organization_id, status, shard, n)
    select organization_id, status, s, count(*) from new_rows where organization_id is not null
     group by 1, 2 order by 1, 2
    on conflict (organization_id, status, shard) do update set n = c.n + excluded.n;
    insert into nd_day_count as c (organization_id, status, day, shard, n)
    select organization_id, status, datetime_start::date, s, count(*) from new_rows
     where organization_id is not null and datetime_start is not null
     group by 1, 2, 3 order by 1, 2, 3
    on conflict (organization_id, status, day, shard) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into nd_status_count as c (organization_id, status, shard, n)
    select organization_id, status, s, -count(*) from old_rows where organization_id is not null
     group by 1, 2 order by 1, 2
    on conflict (organization_id, status, shard) do update set n = c.n + excluded.n;
    insert into nd_day_count as c (organization_id, status, day, shard, n)
    select organization_id, status, datetime_start::date, s, -count(*) from old_rows
     where organization_id is not null and datetime_start is not null
     group by 1, 2, 3 order by 1, 2, 3
    on conflict (organization_id, status, day, shard) do update set n = c.n + excluded.n;
  else
    insert into nd_status_count as c (organization_id, status, shard, n)
    select organization_id, status, s, sum(d) from (
             select organization_id, status, -1 as d from old_rows
             union all
             select organization_id, status, 1 from new_rows) x
     where organization_id is not null
     group by 1, 2 having sum(d) <> 0 order by 1, 2
    on conflict (organization_id, status, shard) do update set n = c.n + excluded.n;
    insert into nd_day_count as c (organization_id, status, day, shard, n)
    select organization_id, status, day, s, sum(d) from (
             select organization_id, status, datetime_start::date as day, -1 as d from old_rows
             union all
             select organization_id, status, datetime_start::date, 1 from new_rows) x
     where organization_id is not null and day is not null
     group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3
    on conflict (organization_id, status, day, shard) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

-- 3. ndSearch by place and type (nd-search-conditions.ts, the list's two most used catalogue filters): the
--    count and the newest-first page come from this index alone. With (organization, place, id) only, every
--    permit of the place was read from the table to test its type (~18,000 rows at a million permits).
create index nd_organization_place_type_idx on nd (organization_id, place_id, type_nd_id, id);
