-- Performance for the polled counters and the permit search (bench/api-load.mjs measures them).

-- 1. Permit counts per organization and status, kept exact by triggers: countByStatus (polled every 15 s
--    by every signed-in user, 12 statuses) and unfiltered or status-only searches read one row each instead
--    of counting index entries. Each statement locks the counter rows it changes in (organization, status)
--    order, so concurrent moves cannot deadlock on them.
create table nd_status_count (
  organization_id integer not null,
  status text not null,
  n integer not null default 0,
  primary key (organization_id, status)
);

insert into nd_status_count (organization_id, status, n)
select organization_id, status, count(*) from nd where organization_id is not null group by organization_id, status;

-- One statement per trigger run: the net change per (organization, status), applied in sorted order
-- (INSERT … ON CONFLICT takes the row locks in the order of its SELECT).
create function nd_status_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into nd_status_count as c (organization_id, status, n)
    select organization_id, status, count(*) from new_rows where organization_id is not null
     group by 1, 2 order by 1, 2
    on conflict (organization_id, status) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into nd_status_count as c (organization_id, status, n)
    select organization_id, status, -count(*) from old_rows where organization_id is not null
     group by 1, 2 order by 1, 2
    on conflict (organization_id, status) do update set n = c.n + excluded.n;
  else
    insert into nd_status_count as c (organization_id, status, n)
    select organization_id, status, sum(d) from (
             select organization_id, status, -1 as d from old_rows
             union all
             select organization_id, status, 1 from new_rows) x
     where organization_id is not null
     group by 1, 2 having sum(d) <> 0 order by 1, 2
    on conflict (organization_id, status) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create trigger nd_status_count_insert after insert on nd
  referencing new table as new_rows for each statement execute function nd_status_count_apply();
create trigger nd_status_count_update after update on nd
  referencing old table as old_rows new table as new_rows for each statement execute function nd_status_count_apply();
create trigger nd_status_count_delete after delete on nd
  referencing old table as old_rows for each statement execute function nd_status_count_apply();

-- 2. Search filters that the single-column indexes of 003 serve poorly at 100,000 permits.
create index nd_organization_start_idx on nd (organization_id, datetime_start);
create index nd_organization_status_start_idx on nd (organization_id, status, datetime_start);
create index nd_organization_place_idx on nd (organization_id, place_id, id);

-- 3. The number filter is a case-insensitive substring (ILIKE '%…%'): a trigram index serves it where the
--    pg_trgm extension can be created (a trusted extension on PostgreSQL 13+). Where it cannot (no
--    privilege, or embedded PGlite without the module), the search still works, scanning instead.
do $$
begin
  create extension if not exists pg_trgm;
  execute 'create index nd_number_paper_trgm_idx on nd using gin (number_paper_nd gin_trgm_ops)';
exception when others then
  raise notice 'pg_trgm unavailable (%), the number filter scans', sqlerrm;
end $$;
