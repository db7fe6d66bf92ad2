import { LOGOUT_REDIRECT_MS } from '@permit/shared-contracts';
import type { ShellNavigation } from '../services/navigation-service';
import { signedInStorage } from '../test-utils/memory-storage';
import { createLogout, LOGOUT_CALL_TIMEOUT_MS, type RevokeSession } from './create-logout';
import { createSessionStore } from './session-store';

function setup(revoke: RevokeSession) {
  const storage = signedInStorage();
  const store = createSessionStore(storage);
  const navigate = jest.fn();
  const navigation = { navigate, href: (p: string) => p, currentPath: () => '/nd/draft', attach: jest.fn() } as ShellNavigation;
  return { storage, store, navigate, logout: createLogout(store, navigation, revoke) };
}

describe('createLogout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells the server while the token is still there, then forgets the session and opens /auth', async () => {
    const tokensSeen: (string | null)[] = [];
    let answer: () => void = () => undefined;
    const { store, storage, navigate, logout } = setup(
      () =>
        new Promise((resolve) => {
          tokensSeen.push(store.getState().token);
          answer = () => resolve({ ok: true });
        }),
    );
    const done = logout();
    // The call carries the token: the session is not forgotten before the server has it.
    expect(tokensSeen).toEqual([store.getState().token]);
    expect(tokensSeen[0]).toBeTruthy();
    expect(store.getState().authorized).toBe(true);
    answer();
    await done;
    expect(store.getState()).toMatchObject({ token: null, authorized: false, returnTo: null, redirectPending: true });
    expect(storage.data.size).toBe(0);
    jest.advanceTimersByTime(LOGOUT_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });

  it('leaves even when the server refuses or cannot be reached', async () => {
    for (const failure of [new Error('Network Error'), Object.assign(new Error('401'), { status: 401 })]) {
      const { store, storage, logout } = setup(() => Promise.reject(failure));
      await logout();
      expect(store.getState().authorized).toBe(false);
      expect(storage.data.size).toBe(0);
    }
  });

  it('does not wait for a server that never answers longer than LOGOUT_CALL_TIMEOUT_MS, and aborts the call', async () => {
    let signal: AbortSignal | undefined;
    const { store, logout } = setup((s) => {
      signal = s;
      return new Promise(() => undefined);
    });
    const done = logout({ keepReturnLink: true });
    jest.advanceTimersByTime(LOGOUT_CALL_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(store.getState().authorized).toBe(true);
    jest.advanceTimersByTime(1);
    await done;
    expect(signal?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({ authorized: false, returnTo: '/nd/draft' });
  });

  it('calls the server once for a double click', async () => {
    const revoke = jest.fn(() => Promise.resolve({ ok: true }));
    const { logout } = setup(revoke);
    await Promise.all([logout(), logout()]);
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});
