import { useEffect, type ReactNode } from 'react';
import { useShell } from '../app/shell-context';

/**
 * Screens that show something of every remote (home widgets, the settings table of modules) start loading
 * all of them; elsewhere a remote loads only when its route or slot renders.
 */
export function WithAllRemotes({ children }: { children: ReactNode }) {
  const { loader } = useShell();
  useEffect(() => {
    void loader.start();
  }, [loader]);
  return children;
}
