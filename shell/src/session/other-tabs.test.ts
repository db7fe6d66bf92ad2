import { STORAGE_KEYS } from '@permit/shared-contracts';
import { createUnauthorizedPolicy } from '../http/unauthorized-policy';
import type { ShellNavigation } from '../services/navigation-service';
import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { followOtherTabs } from './other-tabs';
import { createSessionStore } from './session-store';

/** localStorage as both tabs see it, and this tab's session started from it (as a page load does). */
function setup(inputOnScreen = false) {
  const storage = new MemoryStorage();
  const other = createSessionStore(storage);
  other.getState().signIn(LOGIN_RESPONSE, 1_000);
  const store = createSessionStore(storage);
  const navigation: ShellNavigation = { navigate: jest.fn(), href: (p) => p, currentPath: () => '/nd/add', attach: jest.fn() };
  const policy = createUnauthorizedPolicy(store, navigation, 0, () => inputOnScreen);
  const onRenewed = jest.fn();
  const stop = followOtherTabs(store, storage, policy, onRenewed, window);
  // What the browser fires in this tab when another tab changes localStorage.
  const changed = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));
  return { storage, other, store, navigation, onRenewed, stop, changed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const { token: _token, ...USER } = LOGIN_RESPONSE;

describe('the session follows the other tabs of the browser', () => {
  it('ends when another tab signs out, and goes to the login page', async () => {
    const { store, other, navigation, changed, stop } = setup();
    expect(store.getState().authorized).toBe(true);
    other.getState().clear();
    changed(STORAGE_KEYS.auth);
    expect(store.getState()).toMatchObject({ authorized: false, token: null, redirectPending: true });
    await settle();
    expect(navigation.navigate).toHaveBeenCalledWith('/auth', { replace: true });
    stop();
  });

  it('keeps the way back to a form whose input waits as a draft', () => {
    const { store, other, changed, stop } = setup(true);
    other.getState().clear();
    changed(STORAGE_KEYS.auth);
    expect(store.getState().returnTo).toBe('/nd/add');
    stop();
  });

  it('ends when another tab signs in as someone else, and leaves that tab’s stored session in place', () => {
    const { store, storage, changed, stop } = setup();
    // The other tab writes auth first: a new token beside the old user is half of its write, not yet a renewal.
    storage.setItem(STORAGE_KEYS.auth, JSON.stringify({ token: 'tok-petrov', role: 'ADMIN' }));
    changed(STORAGE_KEYS.auth);
    expect(store.getState()).toMatchObject({ authorized: true, token: LOGIN_RESPONSE.token });
    storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...USER, user_id: 8, email: 'petrov@zavod.ru', loginTime: 2_000 }));
    changed(STORAGE_KEYS.user);
    expect(store.getState().authorized).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.auth) ?? 'null')).toMatchObject({ token: 'tok-petrov' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({ user_id: 8 });
    stop();
  });

  it('takes the same user’s renewed token once it is written whole, without writing it back, and closes its question', () => {
    const { store, other, storage, onRenewed, changed, stop } = setup();
    other.getState().renew({ ...LOGIN_RESPONSE, token: 'tok-renewed' }, 5_000);
    changed(STORAGE_KEYS.auth);
    expect(store.getState().token).toBe(LOGIN_RESPONSE.token);
    const written = jest.spyOn(storage, 'setItem');
    changed(STORAGE_KEYS.user);
    expect(store.getState()).toMatchObject({ authorized: true, token: 'tok-renewed', user: { user_id: LOGIN_RESPONSE.user_id, loginTime: 5_000 } });
    expect(onRenewed).toHaveBeenCalledTimes(1);
    expect(written).not.toHaveBeenCalled();
    stop();
  });

  it('does not take a token stored beside the same user with no later login (another tab’s writes interleaved)', () => {
    const { store, storage, onRenewed, changed, stop } = setup();
    storage.setItem(STORAGE_KEYS.auth, JSON.stringify({ token: 'tok-other', role: 'ADMIN' }));
    changed(STORAGE_KEYS.user);
    expect(store.getState()).toMatchObject({ authorized: true, token: LOGIN_RESPONSE.token });
    expect(onRenewed).not.toHaveBeenCalled();
    stop();
  });

  it('looks again when the page comes back from the back-forward cache, where it heard no events', () => {
    const { store, other, stop } = setup();
    other.getState().clear();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(store.getState().authorized).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(store.getState().authorized).toBe(false);
    stop();
  });

  it('ignores other keys, its own session unchanged in storage, and anything after it stopped', () => {
    const { store, other, changed, stop } = setup();
    changed(STORAGE_KEYS.profile);
    changed(STORAGE_KEYS.auth);
    expect(store.getState().authorized).toBe(true);
    stop();
    other.getState().clear();
    changed(STORAGE_KEYS.auth);
    expect(store.getState().authorized).toBe(true);
  });
});
