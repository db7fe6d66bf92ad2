import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { arrayOf, now, secondsFromNow } from '../db/kysely-sql';
import { roleNamesOfUser, type AuthUserRow } from '../users/users-repository';

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
  const row = await kysely(db)
    .selectFrom('app_user as u')
    .select((eb) => [
      'u.id',
      'u.organization_id',
      'u.section_id',
      'u.token_version',
      'u.keep_sid',
      roleNamesOfUser(eb).as('roles'),
      arrayOf(eb.selectFrom('revoked_session as s').select('s.sid').whereRef('s.user_id', '=', 'u.id').where('s.expires_at', '>', now())).as(
        'revoked_sids',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Revokes one session until `liveSeconds` from now (no token of it can live longer), judged by the
 * database clock so every replica agrees. Rows already past their expiry are pruned on the way.
 */
export async function revokeSession(db: Db, userId: number, sid: string, liveSeconds: number): Promise<void> {
  const q = kysely(db);
  await q.deleteFrom('revoked_session').where('expires_at', '<=', now()).execute();
  await q
    .insertInto('revoked_session')
    .values({ user_id: userId, sid, expires_at: secondsFromNow(liveSeconds) })
    .onConflict((oc) => oc.columns(['user_id', 'sid']).doNothing())
    .execute();
}
