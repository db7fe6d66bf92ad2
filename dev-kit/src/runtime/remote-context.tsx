import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteProps, ShellServices } from '@permit/shared-contracts';

// Each remote bundles its own copy of this module, so each remote has its own context: one remote's
// services never leak into another's tree.
const RemoteContext = createContext<RemoteProps | null>(null);

/** Makes the shell's services and the base path reachable without threading props through every screen. */
export function RemoteContextProvider({ value, children }: { value: RemoteProps; children: ReactNode }) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

export function useRemote(): RemoteProps {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useRemote: компонент отрисован вне RemoteContextProvider');
  return value;
}

/** The shell's services (api, session, events, navigation) that the remote was given as props. */
export function useServices(): ShellServices {
  return useRemote().services;
}
