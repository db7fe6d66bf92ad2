import { STORAGE_KEYS, userSchema, type User } from '@permit/shared-contracts';
import type { KeyValueStorage } from './session-storage';

/** The local-storage key of the last profile the server confirmed for the stored session's user. */
export const PROFILE_CACHE_KEY = STORAGE_KEYS.profile;

/**
 * The profile kept from the last page load, for work that may start before this load's profile answers (the
 * list's prefetch); never shown or used for access decisions. Only the given user's and only a valid one:
 * anything else is dropped from storage.
 */
export function readCachedProfile(storage: KeyValueStorage | null, userId: number): User | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(PROFILE_CACHE_KEY);
    if (raw === null) return null;
    const parsed = userSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.id === userId) return parsed.data;
  } catch {
    // Broken JSON or a storage that throws: no cached profile.
  }
  clearCachedProfile(storage);
  return null;
}

export function writeCachedProfile(storage: KeyValueStorage | null, profile: User): void {
  if (!storage) return;
  try {
    storage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile));
  } catch {
    // A full or refused storage only means the next load waits for its profile.
  }
}

export function clearCachedProfile(storage: KeyValueStorage | null): void {
  if (!storage) return;
  try {
    storage.removeItem(PROFILE_CACHE_KEY);
  } catch {
    // Nothing to undo.
  }
}
