import { EVENTS, type EventBus } from '@permit/shared-contracts';
import type { UnauthorizedPolicy } from '../http/unauthorized-policy';
import { followOtherTabs } from './other-tabs';
import type { SessionStore } from './session-store';
import type { KeyValueStorage } from './session-storage';
import { watchTokenRotten } from './token-rotten-watch';

/**
 * What watches a signed-in session: the token's age (the question for the password) and the other tabs. Loaded
 * apart, once a session is signed in (when-signed-in.ts): the login form does not wait for it.
 */
export function watchSignedIn(
  store: SessionStore,
  storage: KeyValueStorage | null,
  policy: Pick<UnauthorizedPolicy, 'readFailed'>,
  events: EventBus,
) {
  const stopRotten = watchTokenRotten(store, events);
  const stopTabs = followOtherTabs(store, storage, policy, () => events.emit(EVENTS.rottenHide, undefined));
  return () => {
    stopRotten();
    stopTabs();
  };
}
