import { useCallback, useSyncExternalStore } from 'react';
import type { SessionService, SessionSnapshot } from '@permit/shared-contracts';

export function useSessionSnapshot(session: SessionService): SessionSnapshot {
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSnapshot = useCallback(() => session.get(), [session]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
