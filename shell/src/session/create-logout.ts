import { LOGOUT_REDIRECT_MS } from '@permit/shared-contracts';
import type { ShellNavigation } from '../services/navigation-service';
import type { SessionStore } from './session-store';

export type Logout = (options?: { keepReturnLink?: boolean }) => Promise<void>;

/**
 * Ends the session on the server (POST /api/users/auth/logout) so that a copied token dies with it. It
 * goes through the shell's HTTP client, which takes the token from the session: it therefore runs before
 * the session is forgotten.
 */
export type RevokeSession = (signal: AbortSignal) => Promise<unknown>;

/** The longest «Выйти» waits for the server; then the session is forgotten all the same. */
export const LOGOUT_CALL_TIMEOUT_MS = 3_000;

/**
 * Logout (docs/architecture.md «Поведение клиента»): tell the server, then forget the session and go to
 * /auth after LOGOUT_REDIRECT_MS. Whatever the server says, or if it cannot be reached, the session is
 * forgotten: the user can always leave. keepReturnLink brings the user back to the current screen after
 * signing in again (expired token).
 */
export function createLogout(
  store: SessionStore,
  navigation: ShellNavigation,
  revoke?: RevokeSession,
  timeoutMs: number = LOGOUT_CALL_TIMEOUT_MS,
): Logout {
  let leaving: Promise<void> | null = null;

  const forget = (returnTo: string | null) => {
    store.getState().clear({ returnTo, redirectPending: true });
    setTimeout(() => {
      store.getState().redirectDone();
      navigation.navigate('/auth', { replace: true });
    }, LOGOUT_REDIRECT_MS);
  };

  const tellServer = async (): Promise<void> => {
    if (!revoke) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve();
      }, timeoutMs);
    });
    try {
      // A refusal (401: the token had already ended) or a network error changes nothing: we leave anyway.
      await Promise.race([revoke(controller.signal).catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return (options = {}) => {
    // A second click while the server is being told leaves once.
    if (leaving) return leaving;
    const returnTo = options.keepReturnLink ? navigation.currentPath() : null;
    if (!store.getState().token) {
      forget(returnTo);
      return Promise.resolve();
    }
    leaving = tellServer().then(() => {
      leaving = null;
      forget(returnTo);
    });
    return leaving;
  };
}
