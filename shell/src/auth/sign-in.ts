import { API_MESSAGES, ApiError, ERROR_TEXTS, endpoints, type ApiClient, type LoginRequest } from '@permit/shared-contracts';
import type { SessionStore } from '../session/session-store';
import { loginFailedText } from './login-failed-text';

export type LoginResult = { ok: true } | { ok: false; message: string };

/**
 * POST login and keep the session (docs/architecture.md «Поведение клиента»), or say in Russian why not. Shared by
 * the portal's sign-in screen (use-login.ts) and a first visit's, which has no shell yet (first-login-submit.ts).
 */
export async function signIn(
  api: ApiClient,
  sessionStore: SessionStore,
  values: LoginRequest,
  /** A 401 ends the stored session. Not on a first visit's form: the one stored may be another tab's. */
  { endsSession = true }: { endsSession?: boolean } = {},
): Promise<LoginResult> {
  try {
    const response = await api.call(endpoints.users.login, { body: values });
    sessionStore.getState().signIn(response);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { ok: false, message: ERROR_TEXTS.loginWrongCredentials };
    // Too many attempts: the server's Russian text says to wait, which the general failure text would hide.
    if (error instanceof ApiError && error.status === 429) return { ok: false, message: error.message || API_MESSAGES.tooManyRequests };
    if (endsSession && error instanceof ApiError && error.status === 401) sessionStore.getState().clear();
    console.warn('[shell] Ошибка входа', error);
    return { ok: false, message: loginFailedText(error) };
  }
}
