-- Logout: the session (the token's sid) that logged out, kept until the longest-lived token of that
-- session would have expired anyway. Every API replica reads it with the token's user (one query), so a
-- token stops working everywhere as soon as its user logs out. Rows past expires_at are deleted.
create table revoked_session (
  user_id integer not null references app_user (id) on delete cascade,
  sid text not null,
  expires_at timestamptz not null,
  primary key (user_id, sid)
);

create index revoked_session_expires on revoked_session (expires_at);
