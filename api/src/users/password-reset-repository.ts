import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { now, secondsFromNow } from '../db/kysely-sql';

/**
 * The one-time reset links (migration 012). Callers pass the token's hash, never the token; every
 * validity check (unused, not expired) is made by the database clock in the same statement that uses it.
 */

/**
 * Stores a new link for the user. The user's earlier links go (a newer link voids older ones), and so do
 * every user's expired links, which bounds the table whoever asks for links.
 */
export async function replaceResetLink(db: Db, userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
  await db.transaction(async (tx) => {
    const q = kysely(tx);
    await q
      .deleteFrom('passwordReset')
      .where((eb) => eb.or([eb('userId', '=', userId), eb('expiresAt', '<=', now())]))
      .execute();
    await q
      .insertInto('passwordReset')
      .values({ userId, tokenHash, expiresAt: secondsFromNow(ttlSeconds) })
      .execute();
  });
}

/** The user a link belongs to, if it is unused and not expired; null otherwise. Changes nothing. */
export async function userOfValidLink(db: Db, tokenHash: string): Promise<number | null> {
  const row = await kysely(db)
    .selectFrom('passwordReset')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now())
    .executeTakeFirst();
  return row?.userId ?? null;
}

/**
 * Marks a valid link used and returns its user; null when it is no longer valid. One statement, so of two
 * requests with the same link only one gets the user.
 */
export async function consumeLink(db: Db, tokenHash: string): Promise<number | null> {
  const row = await kysely(db)
    .updateTable('passwordReset')
    .set({ usedAt: now() })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now())
    .returning('userId')
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Every other unused link of the user stops working (the password has just been set). */
export async function voidUserLinks(db: Db, userId: number): Promise<void> {
  await kysely(db).updateTable('passwordReset').set({ usedAt: now() }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}
