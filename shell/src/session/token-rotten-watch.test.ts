import { EVENTS, TOKEN_ROTTEN_AFTER_MS } from '@permit/shared-contracts';
import { createEventBus } from '../services/event-bus';
import { LOGIN_RESPONSE, MemoryStorage, signedInStorage } from '../test-utils/memory-storage';
import { createSessionStore } from './session-store';
import { watchTokenRotten } from './token-rotten-watch';

describe('token.roten', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is raised TOKEN_ROTTEN_AFTER_MS after login', () => {
    const store = createSessionStore(new MemoryStorage());
    const events = createEventBus();
    const handler = jest.fn();
    events.on(EVENTS.tokenRotten, handler);
    const stop = watchTokenRotten(store, events, () => 0);

    store.getState().signIn(LOGIN_RESPONSE, 0);
    jest.advanceTimersByTime(TOKEN_ROTTEN_AFTER_MS - 1);
    expect(handler).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledWith({ loginTime: 0 });
    stop();
  });

  it('counts from the stored login time after a reload', () => {
    const store = createSessionStore(signedInStorage(0));
    const events = createEventBus();
    const handler = jest.fn();
    events.on(EVENTS.tokenRotten, handler);
    watchTokenRotten(store, events, () => TOKEN_ROTTEN_AFTER_MS - 1_000);
    jest.advanceTimersByTime(999);
    expect(handler).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledWith({ loginTime: 0 });
  });

  it('is not raised after logout', () => {
    const store = createSessionStore(signedInStorage(0));
    const events = createEventBus();
    const handler = jest.fn();
    events.on(EVENTS.tokenRotten, handler);
    watchTokenRotten(store, events, () => 0);
    store.getState().clear();
    jest.advanceTimersByTime(TOKEN_ROTTEN_AFTER_MS * 2);
    expect(handler).not.toHaveBeenCalled();
  });
});
