-- Permits per organization, section and status, kept exact by the counters' trigger (006, 018): ndSearch by
-- the section, perhaps with a status (nd-section-count.ts), sums these rows instead of counting the section's
-- permits in nd. That count read every index entry of the section: ~44,000 per section at a million permits,
-- 5.4 ms per search, the slowest filter of the list after the number. Shards as in 018.
-- No permit may change between filling the counters and the new trigger taking over (an instance still
-- running during a rolling start would otherwise leave its change uncounted for good).
lock table nd in share mode;

create table nd_section_count (
  organization_id integer not null,
  section_id integer not null,
  status text not null,
  shard integer not null default 0,
  n integer not null default 0,
  primary key (organization_id, section_id, status, shard)
);

insert into nd_section_count (organization_id, section_id, status, n)
select organization_id, section_id, status, count(*) from nd
 where organization_id is not null and section_id is not null
 group by 1, 2, 3;

-- As in 018, with the section counters last: every statement locks counter rows in the same order (status,
-- then day, then section counters, each in key order), so two single statements cannot deadlock. Two
-- transactions of several statements still can (a save that moves a draft to another section and submits it
-- in one transaction, against a submit on the same shard); PostgreSQL then cancels one, and the API answers
-- it 409 with nothing saved (http/error-handler.ts).
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
    insert into nd_section_count as c (organization_id, section_id, status, shard, n)
    select organization_id, section_id, status, s, count(*) from new_rows
     where organization_id is not null and section_id is not null
     group by 1, 2, 3 order by 1, 2, 3
    on conflict (organization_id, section_id, status, shard) do update set n = c.n + excluded.n;
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
    insert into nd_section_count as c (organization_id, section_id, status, shard, n)
    select organization_id, section_id, status, s, -count(*) from old_rows
     where organization_id is not null and section_id is not null
     group by 1, 2, 3 order by 1, 2, 3
    on conflict (organization_id, section_id, status, shard) do update set n = c.n + excluded.n;
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
    insert into nd_section_count as c (organization_id, section_id, status, shard, n)
    select organization_id, section_id, status, s, sum(d) from (
             select organization_id, section_id, status, -1 as d from old_rows
             union all
             select organization_id, section_id, status, 1 from new_rows) x
     where organization_id is not null and section_id is not null
     group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3
    on conflict (organization_id, section_id, status, shard) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;
