import { UNAUTHORIZED_REDIRECT_MS } from '@permit/shared-contracts';
import type { SessionStore } from '../session/session-store';
import type { ShellNavigation } from '../services/navigation-service';

export interface UnauthorizedPolicy {
  /** A 401 or a network error on a read or delete. */
  readFailed(): void;
  /** A 401 on a save or upload. */
  writeUnauthorized(): void;
}

/**
 * The 401 rules of docs/architecture.md «Поведение клиента». A read that fails means the session is gone: clear it and go to /auth
 * (with the return link when a form's input waits as a draft). A save that
 * gets 401 keeps the current path as the return link and goes to /, which lands on /auth; after login
 * the user comes back to the form. Several failing requests at once schedule one redirect.
 */
export function createUnauthorizedPolicy(
  store: SessionStore,
  navigation: ShellNavigation,
  delayMs: number = UNAUTHORIZED_REDIRECT_MS,
  /** Unsaved input on screen (services/leave-guard.ts): a failed read then keeps the return link too, to bring the user back to the form's kept draft. */
  inputOnScreen: () => boolean = () => false,
): UnauthorizedPolicy {
  let pending: ReturnType<typeof setTimeout> | null = null;

  const redirect = (path: string) => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      store.getState().redirectDone();
      navigation.navigate(path, { replace: true });
    }, delayMs);
  };

  return {
    readFailed() {
      store.getState().clear(inputOnScreen() ? { returnTo: navigation.currentPath(), redirectPending: true } : { redirectPending: true });
      redirect('/auth');
    },
    writeUnauthorized() {
      store.getState().clear({ returnTo: navigation.currentPath(), redirectPending: true });
      redirect('/');
    },
  };
}
