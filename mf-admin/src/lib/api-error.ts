import { ApiError, ERROR_TEXTS } from '@permit/shared-contracts';

export interface ApiErrorInfo {
  status: number;
  message: string;
}

/** The API error behind a failed call, if it was one (ApiError recognises the shell's copy too). */
export function readApiError(error: unknown): ApiErrorInfo | null {
  return error instanceof ApiError ? { status: error.status, message: error.message } : null;
}

/** The server's Russian message (a row in use, a duplicate, a refused role change) as it is. */
export function apiErrorText(error: unknown, fallback: string): string {
  const info = readApiError(error);
  if (!info) return fallback;
  return info.status === 0 ? ERROR_TEXTS.networkError : info.message;
}
