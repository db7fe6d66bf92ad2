import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HashGateBusyError, HashGateLeftError } from '../auth/hash-gate';
import { DatabaseUnavailableError, PG_ERRORS, pgErrorCode } from '../db/db';
import { HttpError, badRequest, conflict, internal, notFound } from './errors';
import { RateLimitedError } from './rate-limit';
import { API_MESSAGES } from './api-messages';

/** Fastify's own request errors, mapped to the API's shape with Russian texts. */
function fromFramework(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest(API_MESSAGES.malformedJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.unsupportedMediaType);
    default:
      break;
  }
  if (error.statusCode === 413) return new HttpError(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);
  if (error.statusCode === 429) return new HttpError(429, 'TOO_MANY_REQUESTS', API_MESSAGES.rateLimited);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, 'BAD_REQUEST', API_MESSAGES.badRequest);
  }
  return null;
}

/**
 * Constraint violations are answers, not crashes: a used catalogue row cannot be deleted (409), a
 * duplicate is refused (409), a transaction cancelled in a lock conflict with another changed nothing (409, the
 * user repeats it), and a value the database refuses is the caller's mistake (400). A database
 * that cannot be reached (a restart) is 503, which the client may retry.
 */
function fromDatabase(error: unknown, method: string): HttpError | null {
  if (error instanceof DatabaseUnavailableError) return new HttpError(503, 'SERVICE_UNAVAILABLE', API_MESSAGES.databaseUnavailable);
  switch (pgErrorCode(error)) {
    case PG_ERRORS.foreignKeyViolation:
    case PG_ERRORS.restrictViolation:
      return method === 'DELETE' ? conflict(API_MESSAGES.inUse) : badRequest(API_MESSAGES.invalidReference);
    case PG_ERRORS.uniqueViolation:
      return conflict(API_MESSAGES.duplicate);
    case PG_ERRORS.deadlockDetected:
    case PG_ERRORS.serializationFailure:
      return conflict(API_MESSAGES.concurrentChange);
    case PG_ERRORS.checkViolation:
    case PG_ERRORS.notNullViolation:
    case PG_ERRORS.invalidTextRepresentation:
    case PG_ERRORS.datetimeOverflow:
    case PG_ERRORS.characterNotInRepertoire:
      return badRequest(API_MESSAGES.invalidValue);
    default:
      return null;
  }
}

/**
 * Too many password checks already queued (auth/hash-gate.ts): a retry a little later succeeds. A request whose
 * client left while it waited in a gate is no fault of the server: answered (to nobody) as a 400, not logged as one.
 */
function fromOverload(error: unknown): HttpError | null {
  if (error instanceof HashGateLeftError) return badRequest(API_MESSAGES.callerLeft);
  return error instanceof HashGateBusyError ? new HttpError(503, 'SERVICE_UNAVAILABLE', API_MESSAGES.passwordCheckBusy) : null;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = error instanceof HttpError ? error : (fromOverload(error) ?? fromDatabase(error, request.method) ?? fromFramework(error));
    if (known) {
      if (error instanceof RateLimitedError) await sleep(error.answerAfterMs);
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(known.statusCode).send(known.toBody());
    }
    // Anything else is a bug: logged in full, answered without internals.
    request.log.error({ err: error }, 'unexpected error');
    const body = internal();
    return reply.code(body.statusCode).send(body.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound(API_MESSAGES.routeNotFound);
    return reply.code(404).send(error.toBody());
  });
}
