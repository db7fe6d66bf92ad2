import { REMOTE_NAMES } from '@permit/shared-contracts';
import { createSessionStore } from '../session/session-store';
import { LOGIN_RESPONSE, MemoryStorage, signedInStorage } from '../test-utils/memory-storage';
import { preloadRemotes } from './remote-preload';

function fakeLoader() {
  return { start: jest.fn(() => Promise.resolve()), load: jest.fn((_name: string) => new Promise<never>(() => {})) };
}

describe('when remotes load', () => {
  it('a signed-in page load starts the header remote and its section remote at once, not the others', () => {
    const loader = fakeLoader();
    const stop = preloadRemotes(createSessionStore(signedInStorage(Date.now())), loader, '/nd/show/3');
    expect(loader.load.mock.calls.map(([name]) => name)).toEqual([REMOTE_NAMES.notifications, REMOTE_NAMES.permits]);
    expect(loader.start).not.toHaveBeenCalled();
    stop();
  });

  it('the signed-out login page loads no remote; signing in starts them all, a renewal does not again', () => {
    const store = createSessionStore(new MemoryStorage());
    const loader = fakeLoader();
    const stop = preloadRemotes(store, loader, '/auth');
    expect(loader.load).not.toHaveBeenCalled();
    expect(loader.start).not.toHaveBeenCalled();
    store.getState().signIn(LOGIN_RESPONSE);
    expect(loader.start).toHaveBeenCalledTimes(1);
    store.getState().renew(LOGIN_RESPONSE);
    expect(loader.start).toHaveBeenCalledTimes(1);
    stop();
    store.getState().clear();
    store.getState().signIn(LOGIN_RESPONSE);
    expect(loader.start).toHaveBeenCalledTimes(1);
  });
});
