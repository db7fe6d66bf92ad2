import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { createSessionStore } from '../session/session-store';
import { queryClientFor } from './query-client';

describe('the portal query cache', () => {
  it('is one per shell: every screen of the same session store gets the same client', () => {
    const store = createSessionStore(new MemoryStorage());
    expect(queryClientFor(store)).toBe(queryClientFor(store));
    expect(queryClientFor(createSessionStore(new MemoryStorage()))).not.toBe(queryClientFor(store));
  });

  it('forgets the data of a user who signs out, and keeps it while the session goes on', () => {
    const store = createSessionStore(new MemoryStorage());
    store.getState().signIn(LOGIN_RESPONSE, 1_000);
    const client = queryClientFor(store);
    client.setQueryData(['permits', 1], { id: 1 });

    store.getState().signIn(LOGIN_RESPONSE, 2_000);
    expect(client.getQueryData(['permits', 1])).toEqual({ id: 1 });

    store.getState().clear();
    expect(client.getQueryData(['permits', 1])).toBeUndefined();
  });
});
