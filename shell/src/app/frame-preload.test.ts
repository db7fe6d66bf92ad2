import { LOGIN_RESPONSE, MemoryStorage, signedInStorage } from '../test-utils/memory-storage';
import { createSessionStore } from '../session/session-store';
import { preloadFrame } from './frame-preload';

describe('preloading the portal frame', () => {
  it('starts every loader at once when the page starts signed in', () => {
    const loaders = [jest.fn(() => Promise.resolve()), jest.fn(() => Promise.resolve())];
    const stop = preloadFrame(createSessionStore(signedInStorage(Date.now())), loaders);
    for (const loader of loaders) expect(loader).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads nothing on a signed-out page until the user signs in, then once', () => {
    const loader = jest.fn(() => Promise.resolve());
    const store = createSessionStore(new MemoryStorage());
    const stop = preloadFrame(store, [loader]);
    expect(loader).not.toHaveBeenCalled();
    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    store.getState().signIn(LOGIN_RESPONSE, 2_000);
    expect(loader).toHaveBeenCalledTimes(1);
    stop();
  });
});
