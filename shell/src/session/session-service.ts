import { roleNamesOf, type SessionService, type SessionSnapshot } from '@permit/shared-contracts';
import type { SessionState, SessionStore } from './session-store';

type SnapshotSource = Pick<SessionState, 'authorized' | 'user' | 'profile'>;

/**
 * The session as remotes see it. get() returns the same object until authorized, user or profile
 * change, which useSyncExternalStore requires (a new object per call would re-render forever).
 */
export function createSessionService(store: SessionStore, logout: () => void): SessionService {
  let source: SnapshotSource | null = null;
  let snapshot: SessionSnapshot | null = null;

  function get(): SessionSnapshot {
    const { authorized, user, profile } = store.getState();
    if (snapshot && source && source.authorized === authorized && source.user === user && source.profile === profile) {
      return snapshot;
    }
    source = { authorized, user, profile };
    snapshot = Object.freeze({
      authorized,
      user,
      profile,
      roles: profile ? roleNamesOf(profile) : [],
    });
    return snapshot;
  }

  return {
    get,
    subscribe(listener) {
      return store.subscribe(listener);
    },
    logout,
  };
}
