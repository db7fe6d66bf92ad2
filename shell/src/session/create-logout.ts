import { LOGOUT_REDIRECT_MS } from '@permit/shared-contracts';
import type { ShellNavigation } from '../services/navigation-service';
import type { SessionStore } from './session-store';

export type Logout = (options?: { keepReturnLink?: boolean }) => void;

/**
 * Logout (spec section 4): forget the session at once, go to /auth after LOGOUT_REDIRECT_MS.
 * keepReturnLink brings the user back to the current screen after signing in again (expired token).
 */
export function createLogout(store: SessionStore, navigation: ShellNavigation): Logout {
  return (options = {}) => {
    const returnTo = options.keepReturnLink ? navigation.currentPath() : null;
    store.getState().clear({ returnTo, redirectPending: true });
    setTimeout(() => {
      store.getState().redirectDone();
      navigation.navigate('/auth', { replace: true });
    }, LOGOUT_REDIRECT_MS);
  };
}
