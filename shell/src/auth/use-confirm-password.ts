import { ApiError, ERROR_TEXTS, UNAUTHORIZED_REDIRECT_MS, endpoints } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { loginFailedText } from './login-failed-text';

export type ConfirmResult = { ok: true } | { ok: false; message: string };

/**
 * The password confirmation behind the re-authentication dialog (docs/architecture.md «Поведение клиента»): the same login call
 * with the signed-in user's name renews the token; it carries the current token, and the server ends that session, so
 * the renewal leaves one live session, not two. 403 is a wrong password; 401 means the account can no
 * longer sign in, so the session is reset and the user goes to /auth.
 */
export function useConfirmPassword(): (password: string) => Promise<ConfirmResult> {
  const { services, sessionStore, navigation } = useShell();
  return async (password) => {
    const user = sessionStore.getState().user;
    if (!user) return { ok: false, message: ERROR_TEXTS.loginFailed };
    try {
      const response = await services.api.call(endpoints.users.login, { body: { username: user.username, password } }, { renewsSession: true });
      // The session may have ended meanwhile («Выйти» in another tab): the answer does not sign this tab back in.
      if (sessionStore.getState().user?.user_id !== user.user_id) return { ok: false, message: ERROR_TEXTS.loginFailed };
      sessionStore.getState().renew(response);
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return { ok: false, message: ERROR_TEXTS.confirmWrongPassword };
      if (error instanceof ApiError && error.status === 401) {
        sessionStore.getState().clear({ redirectPending: true });
        setTimeout(() => {
          sessionStore.getState().redirectDone();
          navigation.navigate('/auth', { replace: true });
        }, UNAUTHORIZED_REDIRECT_MS);
        return { ok: false, message: ERROR_TEXTS.loginFailed };
      }
      return { ok: false, message: loginFailedText(error) };
    }
  };
}
