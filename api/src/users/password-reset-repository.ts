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
      .deleteFrom('password_reset')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<=', now())]))
      .execute();
    await q
      .insertInto('password_reset')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: secondsFromNow(ttlSeconds) })
      .execute();
  });
}

/** The user a link belongs to, if it is unused and not expired; null otherwise. Changes nothing. */
export async function userOfValidLink(db: Db, tokenHash: string): Promise<number | null> {
  const row = await kysely(db)
    .selectFrom('password_reset')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Marks a valid link used and returns its user; null when it is no longer valid. One statement, so of two
 * requests with the same link only one gets the user.
 */
export async function consumeLink(db: Db, tokenHash: string): Promise<number | null> {
  const row = await kysely(db)
    .updateTable('password_reset')
    .set({ used_at: now() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Every other unused link of the user stops working (the password has just been set). */
export async function voidUserLinks(db: Db, userId: number): Promise<void> {
  await kysely(db).updateTable('password_reset').set({ used_at: now() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
