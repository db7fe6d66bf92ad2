import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { createSessionStore } from './session-store';
import { whenSignedIn } from './when-signed-in';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenSignedIn', () => {
  it('starts nothing while signed out, starts once at the first sign-in, and keeps it across later sessions', async () => {
    const store = createSessionStore(new MemoryStorage());
    const stopped = jest.fn();
    const start = jest.fn(async () => stopped);
    const stop = whenSignedIn(store, start);
    await settle();
    expect(start).not.toHaveBeenCalled();

    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    store.getState().clear();
    store.getState().signIn(LOGIN_RESPONSE, 2_000);
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a session already signed in; stopped before it loaded, what it started is stopped', async () => {
    const storage = new MemoryStorage();
    createSessionStore(storage).getState().signIn(LOGIN_RESPONSE, 1_000);
    const store = createSessionStore(storage);
    const stopped = jest.fn();
    const start = jest.fn(async () => stopped);
    const stop = whenSignedIn(store, start);
    expect(start).toHaveBeenCalledTimes(1);
    stop();
    await settle();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
