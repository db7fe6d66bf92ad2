import { ApiError, ERROR_TEXTS } from '@permit/shared-contracts';

/**
 * The product's general sign-in failure text, and when no answer came, why: a worker on a weak signal should not
 * retype a right password thinking it was wrong.
 */
export const loginFailedText = (error: unknown): string =>
  error instanceof ApiError && error.status === 0 ? `${ERROR_TEXTS.loginFailed}. ${ERROR_TEXTS.networkError}` : ERROR_TEXTS.loginFailed;
