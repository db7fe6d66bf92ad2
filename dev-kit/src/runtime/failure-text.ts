import { ApiError, answeredErrorSchema } from '@permit/shared-contracts';

/**
 * What a failed call has to say to a person, or null where the caller's own text says it better. The server's
 * message when it answered with an error body (the contract's client keeps that body as the error's details);
 * the client's own text when no answer came (status 0: offline, no answer). An answer the client could not read
 * carries only the contract's generic load text, which a save, an upload or a download words better. The body
 * and the status tell them apart, never the message's wording (docs/architecture.md «Контракт»).
 */
export function failureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return error.message;
  return answeredErrorSchema.safeParse(error.details).success ? error.message : null;
}
