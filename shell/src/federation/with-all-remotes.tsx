import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShell } from '../app/shell-context';
import { knownRoles } from './remote-preload';
import { usableBy } from './remote-sections';

/**
 * Screens that show something of every remote (home widgets, the settings table of modules) start loading
 * all of them; elsewhere a remote loads only when its route or slot renders. With `usable`, only the remotes
 * the user has a use for, once the profile tells the roles (home: a creator gets no administration module).
 */
export function WithAllRemotes({ children, usable = false }: { children: ReactNode; usable?: boolean }) {
  const { loader, sessionStore } = useShell();
  // The roles as a string: the effect runs again when they change, not on every store update.
  const rolesKey = useStore(sessionStore, (state) => knownRoles(state)?.join(',') ?? null);
  useEffect(() => {
    if (!usable) {
      void loader.start();
      return;
    }
    const roles = knownRoles(sessionStore.getState());
    if (roles) void loader.start(usableBy(roles));
  }, [loader, sessionStore, usable, rolesKey]);
  return children;
}
