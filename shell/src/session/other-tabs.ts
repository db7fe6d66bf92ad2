import { STORAGE_KEYS } from '@permit/shared-contracts';
import type { UnauthorizedPolicy } from '../http/unauthorized-policy';
import type { SessionStore } from './session-store';
import { peekStoredSession, type KeyValueStorage } from './session-storage';

/** The window's part this needs: its `storage` events (fired by another tab's change) and their removal. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const SESSION_KEYS: ReadonlyArray<string | null> = [STORAGE_KEYS.auth, STORAGE_KEYS.user, null];

/**
 * Keeps this tab's session in step with the others of the same browser (docs/security.md «Сессии и выход»): on a
 * shared site tablet, «Выйти» in one tab must not leave the portal open in another. When another tab signs out,
 * or signs in as someone else, this tab's session ends as on a 401 (a form's input is kept as a draft); when it
 * renews the same user's token (re-authentication), this tab takes the new token. The other tab's writes come as
 * `auth` and then `user`: a new token with the old user is half of a write, waited out until its `user` arrives.
 * Returns the unsubscribe function.
 */
export function followOtherTabs(
  store: SessionStore,
  storage: KeyValueStorage | null,
  policy: Pick<UnauthorizedPolicy, 'endedElsewhere'>,
  events: StorageEvents | null = typeof window === 'undefined' ? null : window,
): () => void {
  if (!storage || !events) return () => {};
  const changed = (key: string | null) => {
    const { authorized, token, user } = store.getState();
    if (!authorized || !token || !user) return;
    const stored = peekStoredSession(storage);
    if (stored?.auth.token === token) return;
    if (stored && stored.user.user_id === user.user_id) {
      if (key !== STORAGE_KEYS.user) return;
      const { loginTime, ...fields } = stored.user;
      store.getState().renew({ ...fields, token: stored.auth.token }, loginTime);
      return;
    }
    policy.endedElsewhere();
  };
  const onStorage = (event: StorageEvent) => {
    if (SESSION_KEYS.includes(event.key)) changed(event.key);
  };
  events.addEventListener('storage', onStorage);
  // The shell starts this after its first screen: a change made before then is seen now (as a token alone, which
  // ends this tab's session only if the stored one is gone or someone else's).
  changed(STORAGE_KEYS.auth);
  return () => events.removeEventListener('storage', onStorage);
}
