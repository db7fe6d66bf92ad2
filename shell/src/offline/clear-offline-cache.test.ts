/** @jest-environment node */
// Node's environment: the session's digest uses crypto.subtle, which jsdom lacks.
import { createSessionStore } from '../session/session-store';
import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { clearOfflineCacheOnSignOut } from './clear-offline-cache';
import { SESSION_ENDED } from './ended-sessions';
import { CACHES, sessionDigest } from './offline-rules';

/** The digest (crypto.subtle) answers on Node's thread pool: on a busy machine, later than the next tick. */
async function posted(postMessage: jest.Mock) {
  for (let wait = 0; wait < 200 && postMessage.mock.calls.length === 0; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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

  it('tells the service worker which session ended (by digest, never the token), so a late read of it is not kept', async () => {
    const store = createSessionStore(new MemoryStorage());
    const worker = { postMessage: jest.fn() };
    clearOfflineCacheOnSignOut(store, { delete: async () => true }, () => worker);

    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    store.getState().clear();
    await posted(worker.postMessage);

    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    const session = await sessionDigest(`Bearer_${LOGIN_RESPONSE.token}`);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SESSION_ENDED, session, signedOut: true });
    expect(JSON.stringify(worker.postMessage.mock.calls)).not.toContain(LOGIN_RESPONSE.token);
  });

  it('tells the worker a renewed token’s predecessor ended, and keeps the cache while the session goes on', async () => {
    const store = createSessionStore(new MemoryStorage());
    const worker = { postMessage: jest.fn() };
    const storage = { delete: jest.fn(async () => true) };
    clearOfflineCacheOnSignOut(store, storage, () => worker);
    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    store.getState().renew({ ...LOGIN_RESPONSE, token: 'tok-renewed' }, 2_000);
    await posted(worker.postMessage);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: SESSION_ENDED,
      session: await sessionDigest(`Bearer_${LOGIN_RESPONSE.token}`),
      signedOut: false,
    });
    expect(storage.delete).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no Cache Storage', () => {
    const store = createSessionStore(new MemoryStorage());
    expect(() => clearOfflineCacheOnSignOut(store, null)()).not.toThrow();
  });
});
