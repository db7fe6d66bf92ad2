import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { API_MESSAGES } from './api-messages';

/**
 * Per-client request limits of the endpoints whose contract sets `rateLimitPerMinute` (route() turns that
 * into the route's `config.rateLimit`). The check runs in onRequest, before the body is read and before
 * any password hash or database query, so a refused request costs next to nothing.
 *
 * The key is `request.ip`: the socket address, or the X-Forwarded-For address when the socket is one of
 * the configured proxies (TRUST_PROXY). Counters live in this process: each replica counts on its own,
 * which is enough against floods (the login limits that must be shared live in the database).
 */
/**
 * A refusal of the address limit, answered only after `answerAfterMs` (http/error-handler.ts). A flooding
 * client re-sends the moment it is refused: refused at once, one client with 200 connections makes the
 * API write thousands of 429s a second and everyone else waits for the event loop. Answered a second
 * later, each of its connections costs one cheap timer per second instead.
 */
export class RateLimitedError extends HttpError {
  constructor(readonly answerAfterMs: number) {
    super(429, 'TOO_MANY_REQUESTS', API_MESSAGES.rateLimited);
  }
}

export async function installRateLimit(app: FastifyInstance, { refusalDelayMs = 1000 }: { refusalDelayMs?: number } = {}): Promise<void> {
  await app.register(rateLimit, {
    // Only routes that ask for a limit get one.
    global: false,
    timeWindow: 60_000,
    // Addresses remembered at once; beyond it the least recent are dropped (bounded memory under a spread flood).
    cache: 50_000,
    errorResponseBuilder: () => new RateLimitedError(refusalDelayMs),
  });
}

/** The route's `config.rateLimit` for an endpoint's per-minute limit (undefined: no limit). */
export function rateLimitConfig(perMinute: number | undefined, enabled: boolean) {
  return perMinute && enabled ? { max: perMinute, timeWindow: 60_000 } : undefined;
}
