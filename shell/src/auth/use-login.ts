import { API_MESSAGES, ApiError, ERROR_TEXTS, endpoints, type LoginRequest } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { loadProfile } from '../session/load-profile';
import { loginFailedText } from './login-failed-text';

export type LoginResult = { ok: true } | { ok: false; message: string };

/** POST login, keep the session, then load organization, section and roles (docs/architecture.md «Поведение клиента»). */
export function useLogin(): (values: LoginRequest) => Promise<LoginResult> {
  const { services, sessionStore } = useShell();
  return async (values) => {
    try {
      const response = await services.api.call(endpoints.users.login, { body: values });
      sessionStore.getState().signIn(response);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return { ok: false, message: ERROR_TEXTS.loginWrongCredentials };
      // Too many attempts: the server's Russian text says to wait, which the general failure text would hide.
      if (error instanceof ApiError && error.status === 429) return { ok: false, message: error.message || API_MESSAGES.tooManyRequests };
      if (error instanceof ApiError && error.status === 401) sessionStore.getState().clear();
      console.warn('[shell] Ошибка входа', error);
      return { ok: false, message: loginFailedText(error) };
    }
    // The portal is usable without the profile; screens that need roles offer to load it again.
    await loadProfile(services.api, sessionStore);
    return { ok: true };
  };
}
