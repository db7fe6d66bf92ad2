-- A session renewed by the re-authentication's login ends a little after the renewal instead of at once: requests
-- already on their way with its token (another tab's poll, a save) and a renewal whose answer was lost on a poor
-- network would otherwise end the user's session (api/src/auth/auth-service.ts). A logout still ends at once.
alter table revoked_session add column effective_at timestamptz not null default now();
