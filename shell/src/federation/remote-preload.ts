import { roleNamesOf, type RoleName, type ShellServices } from '@permit/shared-contracts';
import type { SessionStore } from '../session/session-store';
import type { RemoteLoader } from './remote-loader';
import { remotesForPage, sectionOf, usableBy } from './remote-sections';

/** The user's roles once the profile has answered (none if it failed: role-gated remotes wait for a retry). */
export function knownRoles(state: ReturnType<SessionStore['getState']>): RoleName[] | null {
  if (state.profileStatus === 'loaded') return state.profile ? roleNamesOf(state.profile) : [];
  if (state.profileStatus === 'failed') return [];
  return null;
}

/**
 * When remotes load. A page load that is signed in starts the remotes it is about to render (the header's
 * notifications, the section of its address) at once, in parallel with the shell's own first render; the
 * /auth page loads none; signing in starts all the user has a use for once the profile tells their roles,
 * so the first visit of each section does not wait, and nobody downloads a section they may not open.
 * Returns the unsubscribe.
 */
export function preloadRemotes(sessionStore: SessionStore, loader: Pick<RemoteLoader, 'start' | 'load'>, pathname: string | null): () => void {
  if (sessionStore.getState().authorized && pathname !== null) {
    for (const name of remotesForPage(pathname)) void loader.load(name);
  }
  let signedIn = false;
  return sessionStore.subscribe((state, previous) => {
    if (!previous.authorized && state.authorized) signedIn = true;
    if (!state.authorized) signedIn = false;
    const roles = signedIn ? knownRoles(state) : null;
    if (roles) {
      signedIn = false;
      void loader.start(usableBy(roles));
    }
  });
}

/**
 * A signed-in page load inside a section whose remote has a data prefetch (RemotePrefetch) hands it the address
 * at once, so the screen's first request leaves while the remote's code loads instead of after it, with the
 * same user's profile kept from the last load when there is one (the remote confirms it against this load's).
 */
export function prefetchSectionData(
  sessionStore: SessionStore,
  loader: Pick<RemoteLoader, 'prefetch'>,
  services: ShellServices,
  location: { pathname: string; search: string } | null,
): void {
  const { authorized, user, cachedProfile } = sessionStore.getState();
  if (!location || !authorized) return;
  const section = sectionOf(location.pathname);
  if (!section?.prefetch) return;
  const { pathname, search } = location;
  // The last load's profile lets the rows be asked for before this load's profile answers; the same user's only.
  const cached = cachedProfile && cachedProfile.id === user?.user_id ? { cachedProfile } : {};
  void loader.prefetch(section.remote, { services, basePath: section.basePath, pathname, search, ...cached });
}
