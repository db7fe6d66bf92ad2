import { createSessionStore } from '../session/session-store';
import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { clearOfflineCacheOnSignOut } from './clear-offline-cache';
import { SESSION_ENDED } from './ended-sessions';
import { CACHES } from './offline-rules';

describe('the offline API cache on sign-out', () => {
  it('is deleted when the user signs out (and again at the next sign-in), never while the session goes on', async () => {
    const store = createSessionStore(new MemoryStorage());
    const storage = { delete: jest.fn(async () => true) };
    const stop = clearOfflineCacheOnSignOut(store, storage, () => null);

    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    expect(storage.delete).toHaveBeenCalledTimes(1);
    store.getState().signIn(LOGIN_RESPONSE, 2_000);
    expect(storage.delete).toHaveBeenCalledTimes(1);

    store.getState().clear();
    expect(storage.delete).toHaveBeenCalledTimes(2);
    expect(storage.delete).toHaveBeenLastCalledWith(CACHES.api);

    stop();
    store.getState().signIn(LOGIN_RESPONSE, 3_000);
    store.getState().clear();
    expect(storage.delete).toHaveBeenCalledTimes(2);
  });

  it('tells the service worker which session ended, so a late read of it is not kept', () => {
    const store = createSessionStore(new MemoryStorage());
    const worker = { postMessage: jest.fn() };
    clearOfflineCacheOnSignOut(store, { delete: async () => true }, () => worker);
    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    store.getState().clear();
    expect(worker.postMessage.mock.calls).toEqual([[{ type: SESSION_ENDED, authorization: `Bearer_${LOGIN_RESPONSE.token}`, signedOut: true }]]);
  });

  it('tells the worker a renewed token’s predecessor ended, and keeps the cache while the session goes on', () => {
    const store = createSessionStore(new MemoryStorage());
    const worker = { postMessage: jest.fn() };
    const storage = { delete: jest.fn(async () => true) };
    clearOfflineCacheOnSignOut(store, storage, () => worker);
    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    store.getState().renew({ ...LOGIN_RESPONSE, token: 'tok-renewed' }, 2_000);
    expect(worker.postMessage.mock.calls).toEqual([[{ type: SESSION_ENDED, authorization: `Bearer_${LOGIN_RESPONSE.token}`, signedOut: false }]]);
    expect(storage.delete).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no Cache Storage', () => {
    const store = createSessionStore(new MemoryStorage());
    expect(() => clearOfflineCacheOnSignOut(store, null)()).not.toThrow();
  });
});
