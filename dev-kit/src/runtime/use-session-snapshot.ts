import { useCallback, useSyncExternalStore } from 'react';
import type { SessionService, SessionSnapshot } from '@permit/shared-contracts';

/** The session store is the shell's; it is read through its methods (wrapped so a class-based store keeps its `this`). */
export function useSessionSnapshot(session: SessionService): SessionSnapshot {
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSnapshot = useCallback(() => session.get(), [session]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
