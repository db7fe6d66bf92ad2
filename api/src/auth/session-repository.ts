import type { Db } from '../db/db';
import type { AuthUserRow } from '../users/users-repository';

/** A token's user as every authenticated request needs it, with the sessions of that user that logged out. */
export interface SessionUserRow extends AuthUserRow {
  /** Session ids (the tokens' sid) revoked by logout and not yet past their expiry. */
  revoked_sids: string[];
}

/**
 * One round trip per request: the user, the names of his roles and his revoked sessions together. A user
 * has at most a few revoked sessions at a time (one per logout within a token's life).
 */
export async function findSessionUser(db: Db, userId: number): Promise<SessionUserRow | null> {
  const { rows } = await db.query<SessionUserRow>(
    `select u.id, u.organization_id, u.section_id, u.token_version, u.keep_sid,
            array(select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id order by r.id) as roles,
            array(select s.sid from revoked_session s where s.user_id = u.id and s.expires_at > now()) as revoked_sids
       from app_user u where u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Revokes one session until `liveSeconds` from now (no token of it can live longer), judged by the
 * database clock so every replica agrees. Rows already past their expiry are pruned on the way.
 */
export async function revokeSession(db: Db, userId: number, sid: string, liveSeconds: number): Promise<void> {
  await db.query('delete from revoked_session where expires_at <= now()');
  await db.query(
    `insert into revoked_session (user_id, sid, expires_at) values ($1, $2, now() + make_interval(secs => $3))
     on conflict (user_id, sid) do nothing`,
    [userId, sid, liveSeconds],
  );
}
