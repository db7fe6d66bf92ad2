import { createContext, useContext, type ReactNode } from 'react';
import type { ShellServices } from '@permit/shared-contracts';
import type { RemoteLoader } from '../federation/remote-loader';
import type { ConnectionStore } from '../offline/connection-store';
import type { Logout } from '../session/create-logout';
import type { SessionStore } from '../session/session-store';
import type { LeaveGuard } from '../services/leave-guard';
import type { ShellNavigation } from '../services/navigation-service';

/** Everything the shell's own screens need; remotes get only `services`, through props. */
export interface ShellContextValue {
  services: ShellServices;
  sessionStore: SessionStore;
  navigation: ShellNavigation;
  loader: RemoteLoader;
  logout: Logout;
  /** Whether the data on screen came from the service worker's cache (the offline banner). */
  connection: ConnectionStore;
  /** Unsaved input on screen and the question about leaving it (layout/leave-blocker.tsx). */
  leaveGuard: LeaveGuard;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell: нет ShellProvider выше по дереву');
  return value;
}
