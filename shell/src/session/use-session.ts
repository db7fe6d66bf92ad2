import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';

/** The same snapshot remotes get through SessionService. */
export function useSessionSnapshot(): SessionSnapshot {
  const { services } = useShell();
  return useSyncExternalStore(services.session.subscribe, services.session.get, services.session.get);
}
