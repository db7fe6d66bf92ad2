import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteProps } from '@permit/shared-contracts';

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
