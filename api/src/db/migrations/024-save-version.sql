-- The version a keyed save left its permit at, its own submission included (docs/domain.md «Без ложного конфликта»).
-- An edit sent again after its answer was lost is that same save only while the permit is still at this version:
-- a workflow move after it (a submit from the permit's page, a cancel) bumps the version and leaves the key, so the
-- key alone would let the resend pass for the save that made the move. Null where the last save had no key.
alter table nd add column save_version integer;

-- Noting that version is bookkeeping, like the number's copy (020): the version bump (008) leaves it out, or the note
-- would itself move the version on past the one it notes.
create or replace function nd_bump_version() returns trigger language plpgsql as $$
begin
  if (to_jsonb(new) - array['documents', 'updated', 'version', 'number_search', 'save_version']) is distinct from
     (to_jsonb(old) - array['documents', 'updated', 'version', 'number_search', 'save_version']) then
    new.version := old.version + 1;
  end if;
  return new;
end $$;
