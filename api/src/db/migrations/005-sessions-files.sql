-- Sessions: a token carries the user's token_version and a session id (sid). Changing or resetting a
-- password bumps token_version, which ends every session issued before; keep_sid names the one
-- session that changed its own password and may go on (null after a reset or an admin change).
alter table app_user add column token_version integer not null default 0;
alter table app_user add column keep_sid text;

-- The upload call carries a description of the file (spec section 7: &description=).
alter table nd_file add column description text not null default '';
