import type { Db } from '../db/db';

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
    await tx.query('delete from password_reset where user_id = $1 or expires_at <= now()', [userId]);
    await tx.query(
      `insert into password_reset (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
      [userId, tokenHash, ttlSeconds],
    );
  });
}

/** The user a link belongs to, if it is unused and not expired; null otherwise. Changes nothing. */
export async function userOfValidLink(db: Db, tokenHash: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'select user_id from password_reset where token_hash = $1 and used_at is null and expires_at > now()',
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Marks a valid link used and returns its user; null when it is no longer valid. One statement, so of two
 * requests with the same link only one gets the user.
 */
export async function consumeLink(db: Db, tokenHash: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `update password_reset set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}

/** Every other unused link of the user stops working (the password has just been set). */
export async function voidUserLinks(db: Db, userId: number): Promise<void> {
  await db.query('update password_reset set used_at = now() where user_id = $1 and used_at is null', [userId]);
}
