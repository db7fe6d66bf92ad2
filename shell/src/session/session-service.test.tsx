import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { ADMIN_ROLES, LOGIN_RESPONSE, MemoryStorage, profileOf } from '../test-utils/memory-storage';
import { createSessionService } from './session-service';
import { createSessionStore } from './session-store';

describe('session service', () => {
  it('returns the same snapshot until the session itself changes', () => {
    const store = createSessionStore(new MemoryStorage());
    const service = createSessionService(store, jest.fn());
    const signedOut = service.get();
    expect(service.get()).toBe(signedOut);
    expect(signedOut).toEqual({ authorized: false, user: null, profile: null, roles: [] });

    store.getState().signIn(LOGIN_RESPONSE);
    const signedIn = service.get();
    expect(signedIn).not.toBe(signedOut);
    expect(signedIn.authorized).toBe(true);

    store.getState().profileLoading();
    expect(service.get()).toBe(signedIn);

    store.getState().setProfile(profileOf(ADMIN_ROLES));
    expect(service.get().roles).toEqual(['ADMIN']);
    expect(service.get()).toBe(service.get());
  });

  it('drives useSyncExternalStore without extra renders and notifies on login', () => {
    const store = createSessionStore(new MemoryStorage());
    const service = createSessionService(store, jest.fn());
    let renders = 0;
    function Probe() {
      const snapshot = useSyncExternalStore(service.subscribe, service.get);
      renders += 1;
      return <p>{snapshot.user ? snapshot.user.family : 'гость'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('гость')).toBeInTheDocument();
    const before = renders;
    act(() => store.getState().redirectDone());
    expect(renders).toBe(before);
    act(() => store.getState().signIn(LOGIN_RESPONSE));
    expect(screen.getByText('Иванов')).toBeInTheDocument();
  });

  it('logout is the function the shell gave it', () => {
    const logout = jest.fn();
    createSessionService(createSessionStore(null), logout).logout();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
