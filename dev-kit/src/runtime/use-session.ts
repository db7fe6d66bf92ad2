import type { SessionSnapshot } from '@permit/shared-contracts';
import { useServices } from './remote-context';
import { useSessionSnapshot } from './use-session-snapshot';

/** The shell owns the session; a remote only reads it, and re-renders when it changes. */
export function useSession(): SessionSnapshot {
  return useSessionSnapshot(useServices().session);
}
