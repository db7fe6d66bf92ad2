import { AUTH_SCHEME_PREFIX, ApiError, ERROR_TEXTS, type HttpRequest, type HttpTransport } from '@permit/shared-contracts';
import { backoffDelay } from '@permit/dev-kit/backoff';
import { CACHED_AT_HEADER, FROM_CACHE_HEADER } from '../offline/offline-rules';
import type { ConnectionState } from '../offline/connection-store';
import type { Wire, WireRequest } from './http-wire';
import { isPublicRequest } from './public-endpoints';
import type { UnauthorizedPolicy } from './unauthorized-policy';

/** The browser says it has no network (a phone out of coverage, or the tests' offline mode). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A change without an answer; the form keeps what was typed and says so (docs/architecture.md). OFFLINE when the
 * browser knew it had no network: nothing was sent. NETWORK when the request went out and no answer came: the
 * server may have made the change, so the text does not say it was not (the code is the one the session rules
 * know: a password change then ends the session, as the product asks).
 */
const notSent = (code: 'OFFLINE' | 'NETWORK', cause?: unknown) =>
  new ApiError(0, code, code === 'OFFLINE' ? ERROR_TEXTS.offlineWrite : ERROR_TEXTS.noAnswer, cause);

/**
 * A read the network dropped while the browser was online is asked again twice, after about 1 s and 2 s (the
 * portal's backoff), before it counts as failed, which ends the session: one lost packet on a site's weak signal must
 * not sign the worker out.
 */
const READ_RETRIES = 2;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Where the transport reports whether an answer came from the network or from the service worker's cache. */
export type ConnectionReport = Pick<ConnectionState, 'servedFromCache' | 'servedFromNetwork'>;

/** The session's Authorization header (the service worker names a session by its digest: offline/offline-rules.ts). */
export const authorizationHeader = (token: string) => `${AUTH_SCHEME_PREFIX}${token}`;

/**
 * The portal's headers: JSON asked for, `Bearer_{token}` while there is a token (not to the public calls, but for
 * the re-authentication's login, which names the session it renews).
 */
function wireRequest(request: HttpRequest, token: string | null, exempt: boolean): WireRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && (!exempt || request.renewsSession)) headers.Authorization = authorizationHeader(token);
  const form = request.body instanceof FormData;
  if (request.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  return { ...request, headers, body: form || request.body === undefined ? (request.body as FormData | undefined) : JSON.stringify(request.body) };
}

/**
 * createApiClient's transport: the portal's one HTTP client (the shell's, which remotes reach through the
 * services), applying the 401 and network rules. A change (any method but GET) is refused at once while the
 * browser is offline; a read that fails while the browser is offline does not end the session (the service
 * worker answers the reads it keeps; others fail on screen), and one that fails while online is asked again
 * twice before it does.
 */
export function createHttpTransport(
  wire: Wire,
  getToken: () => string | null,
  policy: UnauthorizedPolicy,
  connection?: ConnectionReport,
): HttpTransport {
  // How often the page has been left. The browser cuts off a page's requests when it is left, and fetch then
  // rejects as if the network had failed; that says nothing about the session. A request the page was left
  // during is therefore not a failure of the network, also when its error comes only after a return from the
  // back-forward cache.
  let hides = 0;
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => hides++);
  return async (request) => {
    const exempt = isPublicRequest(request.url);
    const change = request.method !== 'GET';
    const hidden = hides;
    if (change && !exempt && browserOffline()) throw notSent('OFFLINE');
    try {
      let response;
      for (let attempt = 0; !response; attempt++) {
        try {
          response = await wire(wireRequest(request, getToken(), exempt));
        } catch (error) {
          const again = !change && !exempt && attempt < READ_RETRIES && hides === hidden && !browserOffline();
          if (!again || request.signal?.aborted) throw error;
          await pause(backoffDelay(attempt), request.signal);
          if (request.signal?.aborted) throw error;
        }
      }
      if (response.status === 401 && !exempt) {
        if (request.kind === 'read') policy.readFailed();
        else policy.writeUnauthorized();
      }
      if (response.header(FROM_CACHE_HEADER)) connection?.servedFromCache(response.header(CACHED_AT_HEADER) ?? new Date().toISOString());
      else if (!exempt) connection?.servedFromNetwork();
      return { status: response.status, data: response.data };
    } catch (error) {
      // The caller gave up (whatever reason its signal carries), or the page was left: nothing about the session.
      if (request.signal?.aborted || hides !== hidden) throw new ApiError(0, 'ABORTED', 'Запрос отменён', error);
      if (request.kind === 'read' && !exempt && !browserOffline()) policy.readFailed();
      if (change && !exempt) throw notSent(browserOffline() ? 'OFFLINE' : 'NETWORK', error);
      throw error;
    }
  };
}
