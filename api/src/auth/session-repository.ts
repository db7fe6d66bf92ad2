import type { Db } from '../db/db';
import { compiledStatements, slot } from '../db/compiled-statements';
import { kysely } from '../db/kysely';
import { arrayOf, now, secondsFromNow } from '../db/kysely-sql';
import { roleNamesOfUser, type AuthUserRow } from '../users/users-repository';

/** A token's user as every authenticated request needs it, with the sessions of that user that logged out. */
export interface SessionUserRow extends AuthUserRow {
  /** Session ids (the tokens' sid) revoked by logout or renewal, in effect and not yet past their expiry. */
  revokedSids: string[];
  /** A renewed session still in its grace: the row is not cached, or the cache would outlive the grace. */
  revocationPending: boolean;
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
        arrayOf(
          eb
            .selectFrom('revokedSession as s')
            .select('s.sid')
            .whereRef('s.userId', '=', 'u.id')
            .where('s.expiresAt', '>', now())
            .where('s.effectiveAt', '<=', now()),
        ).as('revokedSids'),
        eb
          .exists(eb.selectFrom('revokedSession as p').select('p.sid').whereRef('p.userId', '=', 'u.id').where('p.effectiveAt', '>', now()))
          .$castTo<boolean>()
          .as('revocationPending'),
      ])
      .where('u.id', '=', slot<number>('userId')),
  );
  return row ?? null;
}

const statements = compiledStatements();

/**
 * Revokes one session until `liveSeconds` from now (no token of it can live longer), judged by the
 * database clock so every replica agrees: at once, or `graceSeconds` from now for a renewed session. A session
 * revoked twice ends at the earlier of the two (a logout during a renewal's grace ends it at once). Rows already
 * past their expiry are pruned on the way.
 */
export async function revokeSession(db: Db, userId: number, sid: string, liveSeconds: number, graceSeconds = 0): Promise<void> {
  const q = kysely(db);
  await q.deleteFrom('revokedSession').where('expiresAt', '<=', now()).execute();
  await q
    .insertInto('revokedSession')
    .values({ userId, sid, expiresAt: secondsFromNow(liveSeconds), effectiveAt: graceSeconds > 0 ? secondsFromNow(graceSeconds) : now() })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'sid'])
        .doUpdateSet((eb) => ({ effectiveAt: eb.fn<string>('least', [eb.ref('revokedSession.effectiveAt'), eb.ref('excluded.effectiveAt')]) })),
    )
    .execute();
}

/**
 * A logout ends the user's renewed sessions still in their grace too: after a renewal every tab holds the new
 * token, so «Выйти» names that one, and the session it replaced must not outlive the logout by the grace.
 */
export async function endRenewalGraces(db: Db, userId: number): Promise<void> {
  await kysely(db).updateTable('revokedSession').set({ effectiveAt: now() }).where('userId', '=', userId).where('effectiveAt', '>', now()).execute();
}

/**
 * Whether this session was renewed and its token works only for the grace. A password change keeps the session
 * that made it alive (users-repository.ts `setPassword`); kept from such a token, it would end the renewed session
 * at once and the kept one when the grace ends, leaving the user signed out everywhere.
 */
export async function inRenewalGrace(db: Db, userId: number, sid: string): Promise<boolean> {
  const row = await kysely(db)
    .selectFrom('revokedSession')
    .select('sid')
    .where('userId', '=', userId)
    .where('sid', '=', sid)
    .where('effectiveAt', '>', now())
    .executeTakeFirst();
  return row !== undefined;
}
