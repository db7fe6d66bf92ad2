-- The number filter of ndSearch counts every permit whose paper number contains the text (the spec's total
-- is exact). Its trigram index (020) gives candidates only, and each candidate is rechecked in its row: in nd,
-- whose rows are wide, a number matching 10,000 permits at a million rechecked them in 350 pages (~4 ms per
-- search, the slowest filter of the list). The lowercase numbers now live in a narrow table of their own, one
-- row per permit, kept by the trigger below: the same recheck reads 77 pages, and a search by the number
-- alone counts and pages without touching nd (nd-search-conditions.ts, numberMatches).
--
-- Writes to nd wait while the table is filled and the trigger takes over (no change may go uncopied); reads
-- go on. Creating the trigger and the foreign key needs this lock mode anyway, so it is taken once, first, and
-- never raised. The foreign key comes after the fill: declared before it, each copied row would be checked on
-- its own, locking its permit (FOR KEY SHARE), and a save already holding a permit FOR UPDATE would deadlock
-- with the fill; added after, it is checked in one pass over both tables, with no row locks.
lock table nd in share row exclusive mode;

create table nd_number (
  nd_id integer primary key,
  organization_id integer,
  number_search text not null
);

insert into nd_number (nd_id, organization_id, number_search)
select id, organization_id, lower(number_paper_nd) from nd;

alter table nd_number add foreign key (nd_id) references nd (id) on delete cascade;

-- lower() follows the database's locale, as ILIKE does; the search lowercases its pattern with the same function.
-- An upsert on both events, so a permit whose copy went missing (rows written with triggers off) gets one back
-- on its next number or organization change.
create function nd_number_apply() returns trigger language plpgsql as $$
begin
  insert into nd_number as c (nd_id, organization_id, number_search)
  values (new.id, new.organization_id, lower(new.number_paper_nd))
  on conflict (nd_id) do update set organization_id = excluded.organization_id, number_search = excluded.number_search;
  return null;
end $$;

create trigger nd_number_insert after insert on nd
  for each row execute function nd_number_apply();

-- A status move (most updates) changes neither, so it costs nothing here.
create trigger nd_number_update after update of number_paper_nd, organization_id on nd
  for each row
  when (old.number_paper_nd is distinct from new.number_paper_nd or old.organization_id is distinct from new.organization_id)
  execute function nd_number_apply();

-- nd's own copy (020) and its index stay for now: an instance of the previous release, still serving during a
-- rolling start, searches by them. A later migration drops them (docs/operations.md).
do $$
begin
  create extension if not exists pg_trgm;
  execute 'create index nd_number_trgm_idx on nd_number using gin (number_search gin_trgm_ops)';
exception when others then
  raise notice 'pg_trgm unavailable (%), the number filter scans', sqlerrm;
end $$;
