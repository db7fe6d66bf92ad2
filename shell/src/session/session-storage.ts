import { STORAGE_KEYS, sessionUserSchema, storedAuthSchema, type SessionUser, type StoredAuth } from '@permit/shared-contracts';

/** The part of window.localStorage the session needs; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  auth: StoredAuth;
  user: SessionUser;
}

/**
 * The browser's storage: localStorage for the session, the tab's sessionStorage for forms' drafts. Either throws in
 * some privacy modes; the portal then keeps what it would store in memory only.
 */
export function browserStorage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window[area] : null;
  } catch {
    return null;
  }
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The stored session, validated against the contracts, without changing the storage: another tab may be
 * writing it at this moment (session/other-tabs.ts), and half of a write is not a broken session to remove.
 */
export function peekStoredSession(storage: KeyValueStorage | null): StoredSession | null {
  if (!storage) return null;
  try {
    const auth = storedAuthSchema.safeParse(readJson(storage, STORAGE_KEYS.auth));
    const user = sessionUserSchema.safeParse(readJson(storage, STORAGE_KEYS.user));
    return auth.success && user.success ? { auth: auth.data, user: user.data } : null;
  } catch {
    return null;
  }
}

/**
 * Reads `auth` and `user` and validates both against the contracts. Anything edited by hand, left by an
 * older build or half-written is dropped: a token without its user (or the reverse) is no session.
 */
export function readStoredSession(storage: KeyValueStorage | null): StoredSession | null {
  const session = peekStoredSession(storage);
  if (!session) clearStoredSession(storage);
  return session;
}

export function writeStoredSession(storage: KeyValueStorage | null, session: StoredSession): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.auth, JSON.stringify(session.auth));
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  } catch (error) {
    console.warn('[shell] Не удалось сохранить сеанс в localStorage', error);
  }
}

export function clearStoredSession(storage: KeyValueStorage | null): void {
  if (!storage) return;
  try {
    storage.removeItem(STORAGE_KEYS.auth);
    storage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Nothing to undo: the in-memory session is reset by the caller either way.
  }
}
