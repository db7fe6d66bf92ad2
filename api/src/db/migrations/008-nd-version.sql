-- Optimistic locking of permit saves (create_nd refuses a save based on an older version with 409).
-- nd.version exists since 003 and the code bumps it; this trigger makes the bump a property of the
-- table, so no present or future statement can change a permit without it (a statement that sets
-- version itself is left alone, so nothing is bumped twice).
--
-- What counts as a change: every column a save writes, the status and everything a processing move,
-- an extension or the expiry sets. What does not: `documents` (the link list, replaced through
-- uploadAddFiles, never written by a save, so a save cannot overwrite it) and `updated` (bookkeeping).
-- Attached files live in nd_file and do not touch the row either: the save payload carries no files,
-- so a colleague attaching a photo does not make the creator's open form stale.
create function nd_bump_version() returns trigger language plpgsql as $$
begin
  if (to_jsonb(new) - array['documents', 'updated', 'version']) is distinct from
     (to_jsonb(old) - array['documents', 'updated', 'version']) then
    new.version := old.version + 1;
  end if;
  return new;
end $$;

create trigger nd_version_bump before update on nd
  for each row when (new.version = old.version) execute function nd_bump_version();

alter table nd add constraint nd_version_positive check (version > 0);
