import { ERROR_TEXTS } from '@permit/shared-contracts';

export interface ApiErrorInfo {
  status: number;
  message: string;
}

/**
 * The shell's API client throws the ApiError of its own copy of shared-contracts, which is not the
 * class this remote bundles, so `instanceof ApiError` is false in the portal. The error is recognised
 * by its shape instead (the contract's ApiError names itself 'ApiError' and carries a status).
 */
export function readApiError(error: unknown): ApiErrorInfo | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const status: unknown = Reflect.get(error, 'status');
  return typeof status === 'number' ? { status, message: error.message } : null;
}

/** The server's Russian message (a row in use, a duplicate, a refused role change) as it is. */
export function apiErrorText(error: unknown, fallback: string): string {
  const info = readApiError(error);
  if (!info) return fallback;
  return info.status === 0 ? ERROR_TEXTS.networkError : info.message;
}
