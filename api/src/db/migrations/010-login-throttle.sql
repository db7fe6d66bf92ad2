-- Failed logins and password resets counted in the database, not in each API process: with several
-- replicas behind the proxy an in-memory counter per process multiplies the allowed rate by the number
-- of replicas (and forgets everything on restart). One row per counter: scope says what is counted
-- ('login-pair', 'login-user', 'login-address', 'reset'), key whose failures (an address, a login, both).
-- A counter's window starts at its first failure and is judged by the database clock, so every replica
-- agrees on it.
create table login_throttle (
  scope text not null,
  key text not null,
  failures integer not null check (failures > 0),
  window_start timestamptz not null default now(),
  primary key (scope, key)
);

-- Expired counters of a scope are deleted by age.
create index login_throttle_scope_window on login_throttle (scope, window_start);
