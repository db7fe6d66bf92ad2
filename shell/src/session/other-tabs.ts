import { STORAGE_KEYS } from '@permit/shared-contracts';
import type { UnauthorizedPolicy } from '../http/unauthorized-policy';
import type { SessionStore } from './session-store';
import { peekStoredSession, type KeyValueStorage } from './session-storage';

/** The window's part this needs: `storage` (another tab changed localStorage) and `pageshow` (back from the cache). */
export type WindowEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const SESSION_KEYS: ReadonlyArray<string | null> = [STORAGE_KEYS.auth, STORAGE_KEYS.user, null];

/**
 * Keeps this tab's session in step with the others of the same browser (docs/security.md «Сессии и выход»): on a
 * shared site tablet, «Выйти» in one tab must not leave the portal open in another. When another tab signs out,
 * or signs in as someone else, this tab's session ends as on a 401 (a form's input is kept as a draft; what the
 * other tab stored stays: session-store.ts clear). When it renews the same user's token (re-authentication), this
 * tab takes the token over, in memory only, and `onRenewed` closes its own question for the password. The other
 * tab writes `auth` and then `user`: a new token beside the old user is half of a write, waited out until its
 * `user` arrives with a later login time. A page back from the browser's back-forward cache heard no events
 * while it was there, so it looks again. Returns the unsubscribe function.
 */
export function followOtherTabs(
  store: SessionStore,
  storage: KeyValueStorage | null,
  policy: Pick<UnauthorizedPolicy, 'readFailed'>,
  onRenewed: () => void,
  events: WindowEvents | null = typeof window === 'undefined' ? null : window,
): () => void {
  if (!storage || !events) return () => {};
  const changed = (key: string | null) => {
    const { authorized, token, user } = store.getState();
    if (!authorized || !token || !user) return;
    const stored = peekStoredSession(storage);
    if (stored?.auth.token === token) return;
    if (stored?.user.user_id !== user.user_id) {
      policy.readFailed();
    } else if (key === STORAGE_KEYS.user && stored.user.loginTime > user.loginTime) {
      store.setState({ token: stored.auth.token, user: stored.user });
      onRenewed();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (SESSION_KEYS.includes(event.key)) changed(event.key);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) changed(STORAGE_KEYS.user);
  };
  events.addEventListener('storage', onStorage);
  events.addEventListener('pageshow', onPageShow);
  return () => {
    events.removeEventListener('storage', onStorage);
    events.removeEventListener('pageshow', onPageShow);
  };
}
