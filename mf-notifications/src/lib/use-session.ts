import { useCallback, useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '@permit/shared-contracts';
import { useRemote } from './remote-context';

/** The shell owns the session; the remote only reads it (wrapped so a class-based store keeps its `this`). */
export function useSession(): SessionSnapshot {
  const { session } = useRemote().services;
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSnapshot = useCallback(() => session.get(), [session]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
