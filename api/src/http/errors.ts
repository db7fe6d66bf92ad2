import { type ErrorCode, type FieldErrors } from '@permit/shared-contracts';
import { API_MESSAGES } from './api-messages';

/** Every failure the API answers with: an HTTP status and the one body shape `{ code, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** A refused save's text for each field by its save key, beside the message that names them all. */
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody() {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

export const badRequest = (message: string = API_MESSAGES.badRequest, fields?: FieldErrors) => new HttpError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message: string = API_MESSAGES.unauthorized) => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = () => new HttpError(429, 'TOO_MANY_REQUESTS', API_MESSAGES.tooManyRequests);
export const internal = () => new HttpError(500, 'INTERNAL', API_MESSAGES.internal);
/** A password reset's link that no longer works: its own code, so the screen need not compare texts. */
export const resetLinkInvalid = () => new HttpError(400, 'RESET_LINK_INVALID', API_MESSAGES.resetLinkInvalid);
