import { roleNamesOf, type RoleName } from '@permit/shared-contracts';
import type { SessionStore } from '../session/session-store';
import type { RemoteLoader } from './remote-loader';
import { remotesForPage, usableBy } from './remote-sections';

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
