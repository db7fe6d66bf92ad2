import { ApiError } from '@permit/shared-contracts';

/** A 404 from the API: retrying cannot help, the thing is not there (or not for this user). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
