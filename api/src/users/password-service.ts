import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import type { AuditLog } from '../audit/audit-log';
import type { AuthCache } from '../auth/auth-cache';
import type { AuthUser } from '../auth/current-user';
import type { LoginLimiter } from '../auth/login-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db } from '../db/db';
import { inRenewalGrace } from '../auth/session-repository';
import { badRequest, conflict, resetLinkInvalid, tooManyRequests } from '../http/errors';
import { API_MESSAGES } from '../http/api-messages';
import type { Mailer } from '../mail/mailer';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset-mail';
import { consumeLink, replaceResetLink, userOfValidLink, voidUserLinks } from './password-reset-repository';
import { findByEmailAndUsername, findUserById, passwordHashOf, setPassword } from './users-repository';

export interface PasswordService {
  /** POST /api/users/password/new: the signed-in user's own password, the old one required. */
  change(caller: AuthUser, oldPassword: string, newPassword: string): Promise<{ ok: true }>;
  /** POST /api/users/password/forget: mails a one-time link on a match; the answer never tells. */
  forget(email: string, username: string): Promise<{ ok: true }>;
  /** POST /api/users/password/reset: the link's token sets the new password, once. */
  reset(token: string, newPassword: string): Promise<{ ok: true }>;
  /** Waits for reset mails still being prepared (the server is closing). */
  settle(): Promise<void>;
}

export interface PasswordServiceDeps {
  mailer: Mailer;
  audit: AuditLog;
  authCache?: AuthCache;
  /** Reset links per e-mail (3 an hour in the API); reaching it changes neither the answer nor its timing. */
  resetLimiter: LoginLimiter;
  /** Wrong old passwords per user on password/new, as login limits guesses (429 once reached). */
  changeLimiter: LoginLimiter;
  /** The portal's public address: the mailed link opens its reset screen. */
  portalUrl: string;
  log: { error(obj: unknown, msg: string): void };
  /** How long a link works. */
  linkTtlMinutes?: number;
  /** Every forget request is answered after this long, whatever happened meanwhile. */
  forgetAnswerMs?: number;
}

export const RESET_LINK_TTL_MINUTES = 30;
/** Wrong old passwords on password/new per account: fewer than login allows, the caller is signed in already. */
export const PASSWORD_CHANGE_LIMITS = { maxFailures: 5, windowMs: 15 * 60 * 1000 };
/** Well above the lookup and a local outbox insert; a slow SMTP server finishes after the answer. */
export const FORGET_ANSWER_MS = 250;

export const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Passwords a user changes himself. A forgotten password is reset by a one-time link (docs/domain.md):
 * asking for one changes nothing but the links, so a colleague who knows someone's e-mail can no longer
 * lock him out. The old password works until the link is used; using it ends every session, like an
 * administrator's change.
 */
export function createPasswordService(db: Db, deps: PasswordServiceDeps): PasswordService {
  const { mailer, audit, resetLimiter, changeLimiter, portalUrl, log } = deps;
  const ttlMinutes = deps.linkTtlMinutes ?? RESET_LINK_TTL_MINUTES;
  const answerMs = deps.forgetAnswerMs ?? FORGET_ANSWER_MS;
  const pending = new Set<Promise<void>>();

  /** The lookup and the mail of a forget request; nothing of it reaches the answer. */
  async function sendLink(email: string, username: string): Promise<void> {
    const key = `reset|${email.toLowerCase()}`;
    // Counted before the lookup, so parallel requests cannot all pass the limit; a request for no account gives its place back.
    if (!(await resetLimiter.attempt(key))) return;
    const user = await findByEmailAndUsername(db, email, username);
    if (!user) {
      await resetLimiter.release(key);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await replaceResetLink(db, user.id, sha256(token), ttlMinutes * 60);
    await mailer.send(passwordResetMail(user.email, passwordResetLink(portalUrl, token), ttlMinutes));
  }

  return {
    async change(caller, oldPassword, newPassword) {
      // Keyed by the account: a stolen session must not be able to guess the password and take it over.
      const key = String(caller.id);
      if (await changeLimiter.isBlocked(key)) throw tooManyRequests();
      // A tab that sent the change with the token a renewal replaced (the answer crossed the renewal): refused
      // before the password is checked or counted, as the same change from the renewed page will work. A renewal
      // that lands while the password is checked is caught by setPassword itself.
      if (await inRenewalGrace(db, caller.id, caller.sid)) throw conflict(API_MESSAGES.sessionRenewed);
      // Before the old password is checked: comparing the two the caller typed tells nothing about the stored one,
      // whereas an answer after the check would confirm a guessed password without the guess being counted.
      // A change that changes nothing would end the other sessions for nothing (the form checks it first, too).
      if (newPassword === oldPassword) throw badRequest(ERROR_TEXTS.passwordSameAsOld);
      // Counted before the comparison, so guesses sent in parallel each take a place of the limit.
      if (!(await changeLimiter.attempt(key))) throw tooManyRequests();
      const stored = await passwordHashOf(db, caller.id);
      if (!stored || !(await verifyPassword(oldPassword, stored))) throw badRequest(ERROR_TEXTS.passwordWrongOld);
      const saved = await setPassword(db, caller.id, await hashPassword(newPassword), caller.sid);
      // The old password was right either way.
      await changeLimiter.reset(key);
      if (!saved) throw conflict(API_MESSAGES.sessionRenewed);
      deps.authCache?.invalidate(caller.id);
      return { ok: true };
    },

    /**
     * The same answer at the same moment for a known account, an unknown one and one past its limit: the
     * work runs on its own (errors go to the log) and the answer waits a fixed time, not for the work.
     */
    async forget(email, username) {
      const work = sendLink(email, username).catch((error: unknown) => {
        log.error({ err: error }, 'Восстановление пароля: письмо со ссылкой не подготовлено');
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      await sleep(answerMs);
      return { ok: true };
    },

    async reset(token, newPassword) {
      const tokenHash = sha256(token);
      // Checked before the (slow) hashing, so a made-up token costs the server one lookup.
      if ((await userOfValidLink(db, tokenHash)) === null) throw resetLinkInvalid();
      const passwordHash = await hashPassword(newPassword);
      const userId = await db.transaction(async (tx) => {
        const owner = await consumeLink(tx, tokenHash);
        if (owner === null) throw resetLinkInvalid();
        await voidUserLinks(tx, owner);
        // Every session ends (none is kept): whoever knew the old password is signed out too.
        await setPassword(tx, owner, passwordHash, null);
        const user = await findUserById(tx, owner);
        await audit.record(tx, {
          actorId: owner,
          organizationId: user?.organization?.id ?? null,
          action: 'password',
          entityType: 'user',
          entityId: owner,
          changes: {},
        });
        return owner;
      });
      deps.authCache?.invalidate(userId);
      return { ok: true };
    },

    async settle() {
      await Promise.all([...pending]);
    },
  };
}
