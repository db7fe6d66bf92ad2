import { STORAGE_KEYS } from '@permit/shared-contracts';
import { ADMIN_ROLES, CREATOR_ROLES, LOGIN_RESPONSE, MemoryStorage, profileOf, signedInStorage } from '../test-utils/memory-storage';
import { PROFILE_CACHE_KEY } from './profile-cache';
import { createSessionStore } from './session-store';

function stored(storage: MemoryStorage, key: string): unknown {
  const raw = storage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

describe('session store', () => {
  it('keeps the token with the default ADMIN role under `auth` and the user with loginTime under `user`', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    store.getState().signIn(LOGIN_RESPONSE, 1_000);

    expect(stored(storage, STORAGE_KEYS.auth)).toEqual({ token: 'tok-123', role: 'ADMIN' });
    const { token, ...user } = LOGIN_RESPONSE;
    expect(stored(storage, STORAGE_KEYS.user)).toEqual({ ...user, loginTime: 1_000 });
    expect(store.getState()).toMatchObject({ authorized: true, token, role: 'ADMIN', profileStatus: 'idle' });
  });

  it('restores a valid stored session after a reload', () => {
    const store = createSessionStore(signedInStorage(5_000));
    expect(store.getState()).toMatchObject({ authorized: true, token: 'tok-123', role: 'ADMIN' });
    expect(store.getState().user).toMatchObject({ user_id: 7, loginTime: 5_000 });
  });

  it.each([
    ['broken JSON', STORAGE_KEYS.auth, '{not json'],
    ['an unknown role', STORAGE_KEYS.auth, JSON.stringify({ token: 't', role: 'KING' })],
    ['an empty token', STORAGE_KEYS.auth, JSON.stringify({ token: '', role: 'ADMIN' })],
    ['a user without an id', STORAGE_KEYS.user, JSON.stringify({ email: 'a@b.c', loginTime: 1 })],
  ])('drops the stored session and cleans storage when it holds %s', (_case, key, value) => {
    const storage = signedInStorage();
    storage.setItem(key, value);
    const store = createSessionStore(storage);

    expect(store.getState().authorized).toBe(false);
    expect(store.getState().token).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('treats a token without its user as no session', () => {
    const storage = signedInStorage();
    storage.removeItem(STORAGE_KEYS.user);
    expect(createSessionStore(storage).getState().authorized).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it('works without storage at all (privacy mode)', () => {
    const store = createSessionStore(null);
    store.getState().signIn(LOGIN_RESPONSE);
    expect(store.getState().authorized).toBe(true);
  });

  it('takes the role from the profile and persists it', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    store.getState().signIn(LOGIN_RESPONSE);
    store.getState().setProfile(profileOf(CREATOR_ROLES));
    expect(store.getState().role).toBe('CREATOR');
    expect(stored(storage, STORAGE_KEYS.auth)).toEqual({ token: 'tok-123', role: 'CREATOR' });
    store.getState().setProfile(profileOf([...CREATOR_ROLES, ...ADMIN_ROLES]));
    expect(store.getState().role).toBe('ADMIN');
  });

  it('clear() forgets the session in memory and in storage, keeping or setting the return link', () => {
    const storage = signedInStorage();
    const store = createSessionStore(storage);
    store.getState().clear({ returnTo: '/nd/edit/4', redirectPending: true });

    expect(store.getState()).toMatchObject({ authorized: false, token: null, user: null, profile: null, role: 'ADMIN' });
    expect(store.getState().redirectPending).toBe(true);
    expect(storage.data.size).toBe(0);
    expect(store.getState().takeReturnTo()).toBe('/nd/edit/4');
    expect(store.getState().takeReturnTo()).toBeNull();
  });

  it('clear() leaves a session another tab stored since (a 401 on this tab’s older token must not sign that tab out)', () => {
    const storage = signedInStorage();
    const store = createSessionStore(storage);
    createSessionStore(storage)
      .getState()
      .renew({ ...LOGIN_RESPONSE, token: 'tok-of-the-other-tab' }, 9_000);
    store.getState().clear({ redirectPending: true });
    expect(store.getState()).toMatchObject({ authorized: false, token: null });
    expect(stored(storage, STORAGE_KEYS.auth)).toMatchObject({ token: 'tok-of-the-other-tab' });
    expect(stored(storage, STORAGE_KEYS.user)).toMatchObject({ loginTime: 9_000 });
  });

  it('keeps the confirmed profile for the next load of the same user only, and forgets it on sign-out or another sign-in', () => {
    const storage = new MemoryStorage();
    const first = createSessionStore(storage);
    first.getState().signIn(LOGIN_RESPONSE);
    expect(first.getState().cachedProfile).toBeNull();
    first.getState().setProfile(profileOf(CREATOR_ROLES));
    expect(stored(storage, PROFILE_CACHE_KEY)).toMatchObject({ id: LOGIN_RESPONSE.user_id });

    // The next page load starts from it, without treating it as this load's profile.
    const reloaded = createSessionStore(storage);
    expect(reloaded.getState()).toMatchObject({ cachedProfile: { id: LOGIN_RESPONSE.user_id }, profile: null, profileStatus: 'idle' });

    // Another user's, or a broken one, is dropped.
    storage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profileOf(CREATOR_ROLES, LOGIN_RESPONSE.user_id + 1)));
    expect(createSessionStore(storage).getState().cachedProfile).toBeNull();
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
    storage.setItem(PROFILE_CACHE_KEY, '{not json');
    expect(createSessionStore(storage).getState().cachedProfile).toBeNull();

    reloaded.getState().setProfile(profileOf(CREATOR_ROLES));
    reloaded.getState().signIn({ ...LOGIN_RESPONSE, user_id: LOGIN_RESPONSE.user_id + 1 });
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
    reloaded.getState().setProfile(profileOf(CREATOR_ROLES, LOGIN_RESPONSE.user_id + 1));
    reloaded.getState().clear();
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
    expect(createSessionStore(storage).getState().cachedProfile).toBeNull();
  });
});
