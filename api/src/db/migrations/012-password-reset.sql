-- Password reset by a one-time link (docs/domain.md, «Восстановление пароля»). The mailed link carries a
-- random token; only its SHA-256 is kept, so a copy of the database (a backup, a replica) cannot be used
-- to reset anyone's password. A link works once (used_at), until expires_at (judged by the database
-- clock, like the login counters), and a newer link of the same user replaces the older ones. Until the
-- link is used the account's password does not change.
create table password_reset (
  id bigint generated always as identity primary key,
  user_id integer not null references app_user (id) on delete cascade,
  token_hash text not null,
  created timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create unique index password_reset_token_hash_key on password_reset (token_hash);
create index password_reset_user_idx on password_reset (user_id);
-- Expired links are deleted by age whenever a new one is made.
create index password_reset_expires_idx on password_reset (expires_at);
