import type { SessionService, SessionSnapshot } from '@permit/shared-contracts';

export interface TestSession extends SessionService {
  /** Replaces part of the snapshot and notifies subscribers, as the shell's store would. */
  set(patch: Partial<SessionSnapshot>): void;
}

export const SIGNED_OUT_SNAPSHOT: SessionSnapshot = { authorized: false, user: null, profile: null, roles: [] };

export function createTestSession(initial: SessionSnapshot = SIGNED_OUT_SNAPSHOT): TestSession {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    logout: () => publish(SIGNED_OUT_SNAPSHOT),
    set: (patch) => publish({ ...snapshot, ...patch }),
  };
}
