import type { Db } from '../db/db';
import { compiledStatements, slot } from '../db/compiled-statements';
import { kysely } from '../db/kysely';
import { arrayOf, now, secondsFromNow } from '../db/kysely-sql';
import { roleNamesOfUser, type AuthUserRow } from '../users/users-repository';

/** A token's user as every authenticated request needs it, with the sessions of that user that logged out. */
export interface SessionUserRow extends AuthUserRow {
  /** Session ids (the tokens' sid) revoked by logout and not yet past their expiry. */
  revokedSids: string[];
}

/**
 * One round trip per request: the user, the names of his roles and his revoked sessions together. A user
 * has at most a few revoked sessions at a time (one per logout within a token's life).
 */
export async function findSessionUser(db: Db, userId: number): Promise<SessionUserRow | null> {
  // Read on every request the auth cache misses: compiled once (db/compiled-statements.ts).
  const [row] = await statements(db, 'sessionUser', { userId }, (q) =>
    q
      .selectFrom('appUser as u')
      .select((eb) => [
        'u.id',
        'u.organizationId',
        'u.sectionId',
        'u.tokenVersion',
        'u.keepSid',
        roleNamesOfUser(eb).as('roles'),
        arrayOf(eb.selectFrom('revokedSession as s').select('s.sid').whereRef('s.userId', '=', 'u.id').where('s.expiresAt', '>', now())).as(
          'revokedSids',
        ),
      ])
      .where('u.id', '=', slot<number>('userId')),
  );
  return row ?? null;
}

const statements = compiledStatements();

/**
 * Revokes one session until `liveSeconds` from now (no token of it can live longer), judged by the
 * database clock so every replica agrees. Rows already past their expiry are pruned on the way.
 */
export async function revokeSession(db: Db, userId: number, sid: string, liveSeconds: number): Promise<void> {
  const q = kysely(db);
  await q.deleteFrom('revokedSession').where('expiresAt', '<=', now()).execute();
  await q
    .insertInto('revokedSession')
    .values({ userId, sid, expiresAt: secondsFromNow(liveSeconds) })
    .onConflict((oc) => oc.columns(['userId', 'sid']).doNothing())
    .execute();
}
