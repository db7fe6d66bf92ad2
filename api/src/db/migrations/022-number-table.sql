-- The number filter of ndSearch counts every permit whose paper number contains the text (the spec's total
-- is exact). Its trigram index (020) gives candidates only, and each candidate is rechecked in its row: in nd,
-- whose rows are wide, a number matching 10,000 permits at a million rechecked them in 350 pages (~4 ms per
-- search, the slowest filter of the list). The lowercase numbers now live in a narrow table of their own, one
-- row per permit, kept by the trigger below: the same recheck reads ~75 pages, and a search by the number
-- alone counts and pages without touching nd (nd-search-conditions.ts, numberMatches). The copy in nd (020)
-- goes; it was read by that filter only.
-- No permit may change between filling the table and the trigger taking over (as in 021).
lock table nd in share mode;

create table nd_number (
  nd_id integer primary key references nd (id) on delete cascade,
  organization_id integer,
  number_search text not null
);

insert into nd_number (nd_id, organization_id, number_search)
select id, organization_id, lower(number_paper_nd) from nd;

-- lower() follows the database's locale, as ILIKE does; the search lowercases its pattern with the same function.
create function nd_number_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into nd_number (nd_id, organization_id, number_search)
    values (new.id, new.organization_id, lower(new.number_paper_nd));
  else
    update nd_number set organization_id = new.organization_id, number_search = lower(new.number_paper_nd)
     where nd_id = new.id;
  end if;
  return null;
end $$;

create trigger nd_number_insert after insert on nd
  for each row execute function nd_number_apply();

-- A status move (most updates) changes neither, so it costs nothing here.
create trigger nd_number_update after update of number_paper_nd, organization_id on nd
  for each row
  when (old.number_paper_nd is distinct from new.number_paper_nd or old.organization_id is distinct from new.organization_id)
  execute function nd_number_apply();

alter table nd drop column number_search;

do $$
begin
  create extension if not exists pg_trgm;
  execute 'create index nd_number_search_trgm_idx on nd_number using gin (number_search gin_trgm_ops)';
exception when others then
  raise notice 'pg_trgm unavailable (%), the number filter scans', sqlerrm;
end $$;
