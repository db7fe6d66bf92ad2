import { createStore, type StoreApi } from 'zustand';
import { DEFAULT_CLIENT_ROLE, roleNamesOf, type LoginResponse, type RoleName, type SessionUser, type User } from '@permit/shared-contracts';
import { clearCachedProfile, readCachedProfile, writeCachedProfile } from './profile-cache';
import { clearStoredSession, peekStoredSession, readStoredSession, writeStoredSession, type KeyValueStorage } from './session-storage';

export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SessionState {
  token: string | null;
  /** The client role: ADMIN until the user's own roles are known (docs/domain.md «Форматы обмена»). */
  role: RoleName;
  user: SessionUser | null;
  /** Organization, section and roles (GET getUserById); not persisted, reloaded after a page reload. */
  profile: User | null;
  profileStatus: ProfileStatus;
  /**
   * The same user's profile as the last page load confirmed it (profile-cache.ts), until this load's answers:
   * only for starting the list's data early (federation/remote-preload.ts), never for what the page shows or allows.
   */
  cachedProfile: User | null;
  authorized: boolean;
  /** Where to return after the next login (set by a 401 on a save). */
  returnTo: string | null;
  /** A redirect to /auth or / is scheduled; guards wait for it instead of redirecting at once. */
  redirectPending: boolean;
}

export interface SessionActions {
  signIn(response: LoginResponse, now?: number): void;
  /** Re-authentication: a new token and login time for the same user; profile and role are kept. */
  renew(response: LoginResponse, now?: number): void;
  profileLoading(): void;
  setProfile(profile: User): void;
  profileFailed(): void;
  /**
   * Logout, a 401 or a network error: forget the token and user, here and in storage, unless another tab has
   * stored a session of its own since (session/other-tabs.ts): that one is not this tab's to remove.
   */
  clear(options?: { returnTo?: string | null; redirectPending?: boolean }): void;
  redirectDone(): void;
  takeReturnTo(): string | null;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

function primaryRole(profile: User): RoleName {
  const names = roleNamesOf(profile);
  if (names.includes('ADMIN')) return 'ADMIN';
  return names[0] ?? DEFAULT_CLIENT_ROLE;
}

const signedOut: Omit<SessionState, 'returnTo' | 'redirectPending'> = {
  token: null,
  role: DEFAULT_CLIENT_ROLE,
  user: null,
  profile: null,
  profileStatus: 'idle',
  cachedProfile: null,
  authorized: false,
};

export function createSessionStore(storage: KeyValueStorage | null): SessionStore {
  const stored = readStoredSession(storage);
  const cachedProfile = stored ? readCachedProfile(storage, stored.user.user_id) : null;
  if (!stored) clearCachedProfile(storage);
  const initial: SessionState = stored
    ? {
        ...signedOut,
        token: stored.auth.token,
        role: stored.auth.role,
        user: stored.user,
        cachedProfile,
        authorized: true,
        returnTo: null,
        redirectPending: false,
      }
    : { ...signedOut, returnTo: null, redirectPending: false };

  return createStore<SessionState & SessionActions>()((set, get) => ({
    ...initial,
    signIn(response, now = Date.now()) {
      const { token, ...fields } = response;
      const user: SessionUser = { ...fields, loginTime: now };
      writeStoredSession(storage, { auth: { token, role: DEFAULT_CLIENT_ROLE }, user });
      // Whoever signs in, an earlier session's profile is not theirs to start from.
      clearCachedProfile(storage);
      set({ ...signedOut, token, user, authorized: true, redirectPending: false });
    },
    renew(response, now = Date.now()) {
      const { token, ...fields } = response;
      const user: SessionUser = { ...fields, loginTime: now };
      const { role } = get();
      writeStoredSession(storage, { auth: { token, role }, user });
      set({ token, user, authorized: true });
    },
    profileLoading() {
      set({ profileStatus: 'loading' });
    },
    setProfile(profile) {
      const { token, user } = get();
      const role = primaryRole(profile);
      if (token && user) writeStoredSession(storage, { auth: { token, role }, user });
      if (user?.user_id === profile.id) writeCachedProfile(storage, profile);
      set({ profile, role, profileStatus: 'loaded' });
    },
    profileFailed() {
      set({ profileStatus: 'failed' });
    },
    clear(options = {}) {
      const stored = peekStoredSession(storage);
      if (!stored || stored.auth.token === get().token) {
        clearStoredSession(storage);
        clearCachedProfile(storage);
      }
      set({
        ...signedOut,
        returnTo: options.returnTo === undefined ? get().returnTo : options.returnTo,
        redirectPending: options.redirectPending ?? false,
      });
    },
    redirectDone() {
      set({ redirectPending: false });
    },
    takeReturnTo() {
      const { returnTo } = get();
      if (returnTo !== null) set({ returnTo: null });
      return returnTo;
    },
  }));
}
