import { LOGOUT_REDIRECT_MS } from '@permit/shared-contracts';
import type { ShellNavigation } from '../services/navigation-service';
import type { SessionStore } from './session-store';

/** Logout (spec section 4): forget the session at once, go to /auth after LOGOUT_REDIRECT_MS. */
export function createLogout(store: SessionStore, navigation: ShellNavigation): () => void {
  return () => {
    store.getState().clear({ returnTo: null, redirectPending: true });
    setTimeout(() => {
      store.getState().redirectDone();
      navigation.navigate('/auth', { replace: true });
    }, LOGOUT_REDIRECT_MS);
  };
}
