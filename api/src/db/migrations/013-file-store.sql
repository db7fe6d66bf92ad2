-- File bodies move to the file store (api/src/files/file-store.ts): a row keeps the metadata and the key
-- of its body on disk. Rows written before keep their bytea body until the start-up step moves it
-- (files/legacy-files.ts); a migration cannot write files, and readers fall back to `content` meanwhile.
alter table nd_file add column storage_key text;
alter table nd_file alter column content drop not null;
alter table nd_file add constraint nd_file_storage_key_check check (storage_key ~ '^[0-9a-f]{32}$');
alter table nd_file add constraint nd_file_body_check check (storage_key is not null or content is not null);
-- The start-up step finds what is left to move without reading every row.
create index nd_file_legacy_idx on nd_file (id) where storage_key is null;

alter table type_nd add column printform_key text;
alter table type_nd add constraint type_nd_printform_key_check check (printform_key ~ '^[0-9a-f]{32}$');
