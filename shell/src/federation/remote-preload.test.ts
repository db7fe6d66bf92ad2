import { REMOTE_NAMES } from '@permit/shared-contracts';
import { PROFILE_CACHE_KEY } from '../session/profile-cache';
import { createSessionStore } from '../session/session-store';
import { ADMIN_ROLES, CREATOR_ROLES, LOGIN_RESPONSE, MemoryStorage, profileOf, signedInStorage } from '../test-utils/memory-storage';
import { prefetchSectionData, preloadRemotes } from './remote-preload';

function fakeLoader() {
  return { start: jest.fn((_only?: (name: string) => boolean) => Promise.resolve()), load: jest.fn((_name: string) => new Promise<never>(() => {})) };
}

describe('when remotes load', () => {
  it('a signed-in page load starts the header remote and its section remote at once, not the others', () => {
    const loader = fakeLoader();
    const stop = preloadRemotes(createSessionStore(signedInStorage(Date.now())), loader, '/nd/show/3');
    expect(loader.load.mock.calls.map(([name]) => name)).toEqual([REMOTE_NAMES.notifications, REMOTE_NAMES.permits]);
    expect(loader.start).not.toHaveBeenCalled();
    stop();
  });

  it('the signed-out login page loads no remote; signing in starts those the roles allow once the profile is in, a renewal does not again', () => {
    const store = createSessionStore(new MemoryStorage());
    const loader = fakeLoader();
    const stop = preloadRemotes(store, loader, '/auth');
    expect(loader.load).not.toHaveBeenCalled();
    expect(loader.start).not.toHaveBeenCalled();
    store.getState().signIn(LOGIN_RESPONSE);
    store.getState().profileLoading();
    expect(loader.start).not.toHaveBeenCalled();
    store.getState().setProfile(profileOf(CREATOR_ROLES));
    expect(loader.start).toHaveBeenCalledTimes(1);
    const only = loader.start.mock.calls[0]?.[0];
    expect(Object.values(REMOTE_NAMES).filter((name) => only?.(name))).toEqual([REMOTE_NAMES.permits, REMOTE_NAMES.notifications]);
    store.getState().renew(LOGIN_RESPONSE);
    expect(loader.start).toHaveBeenCalledTimes(1);
    stop();
    store.getState().clear();
    store.getState().signIn(LOGIN_RESPONSE);
    store.getState().setProfile(profileOf(ADMIN_ROLES));
    expect(loader.start).toHaveBeenCalledTimes(1);
  });

  it('an administrator gets the administration module too; a failed profile starts the rest', () => {
    for (const [settle, expected] of [
      [(store: ReturnType<typeof createSessionStore>) => store.getState().setProfile(profileOf(ADMIN_ROLES)), Object.values(REMOTE_NAMES)],
      [(store: ReturnType<typeof createSessionStore>) => store.getState().profileFailed(), [REMOTE_NAMES.permits, REMOTE_NAMES.notifications]],
    ] as const) {
      const store = createSessionStore(new MemoryStorage());
      const loader = fakeLoader();
      const stop = preloadRemotes(store, loader, '/auth');
      store.getState().signIn(LOGIN_RESPONSE);
      settle(store);
      const only = loader.start.mock.calls[0]?.[0];
      expect(
        Object.values(REMOTE_NAMES)
          .filter((name) => only?.(name))
          .sort(),
      ).toEqual([...expected].sort());
      stop();
    }
  });

  it("a signed-in page load in the permits section hands its address to the remote's data prefetch; other pages and /auth do not", () => {
    const services = {} as Parameters<typeof prefetchSectionData>[2];
    const loader = { prefetch: jest.fn((_name: string, _context: unknown) => Promise.resolve()) };
    const signedIn = createSessionStore(signedInStorage(Date.now()));
    prefetchSectionData(signedIn, loader, services, { pathname: '/nd/inwork', search: '?page=2' });
    expect(loader.prefetch.mock.calls).toEqual([[REMOTE_NAMES.permits, { services, basePath: '/nd', pathname: '/nd/inwork', search: '?page=2' }]]);
    for (const pathname of ['/', '/admin/type', '/settings']) prefetchSectionData(signedIn, loader, services, { pathname, search: '' });
    prefetchSectionData(createSessionStore(new MemoryStorage()), loader, services, { pathname: '/nd', search: '' });
    prefetchSectionData(signedIn, loader, services, null);
    expect(loader.prefetch).toHaveBeenCalledTimes(1);
  });

  it("hands the prefetch the profile the last load confirmed, the same user's only", () => {
    const services = {} as Parameters<typeof prefetchSectionData>[2];
    const loader = { prefetch: jest.fn((_name: string, _context: unknown) => Promise.resolve()) };
    const storage = signedInStorage(Date.now());
    const profile = profileOf(CREATOR_ROLES);
    storage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile));
    prefetchSectionData(createSessionStore(storage), loader, services, { pathname: '/nd', search: '' });
    expect(loader.prefetch.mock.calls[0]?.[1]).toMatchObject({ cachedProfile: profile });

    storage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profileOf(CREATOR_ROLES, LOGIN_RESPONSE.user_id + 1)));
    prefetchSectionData(createSessionStore(storage), loader, services, { pathname: '/nd', search: '' });
    expect(loader.prefetch.mock.calls[1]?.[1]).not.toHaveProperty('cachedProfile');

    // Even a store that holds another user's profile (the storage check above never lets one in) hands none.
    const store = createSessionStore(signedInStorage(Date.now()));
    store.setState({ cachedProfile: profileOf(CREATOR_ROLES, LOGIN_RESPONSE.user_id + 1) });
    prefetchSectionData(store, loader, services, { pathname: '/nd', search: '' });
    expect(loader.prefetch.mock.calls[2]?.[1]).not.toHaveProperty('cachedProfile');
  });
});
