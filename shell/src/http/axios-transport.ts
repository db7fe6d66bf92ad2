import type { AxiosProgressEvent } from 'axios';
import { ApiError, ERROR_TEXTS, type HttpTransport } from '@permit/shared-contracts';
import { CACHED_AT_HEADER, FROM_CACHE_HEADER } from '../offline/offline-rules';
import type { ConnectionState } from '../offline/connection-store';
import type { HttpInstance } from './http-instance';
import { isPublicRequest } from './public-endpoints';
import type { UnauthorizedPolicy } from './unauthorized-policy';

function fraction(event: AxiosProgressEvent): number {
  if (event.total) return Math.min(1, event.loaded / event.total);
  return event.progress ?? 0;
}

/** axios's own test, from the module the instance already loaded (nothing is loaded when it failed to). */
async function isCancel(error: unknown): Promise<boolean> {
  if (!(error instanceof Error) || error.name !== 'CanceledError') return false;
  const axios = await import('axios');
  return axios.isCancel(error);
}

/** The browser says it has no network (a phone out of coverage, or the tests' offline mode). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A header of an axios answer (AxiosHeaders in the browser, a plain object from a test adapter). */
function headerOf(headers: unknown, name: string): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const value =
    typeof Reflect.get(headers, 'get') === 'function' ? (headers as { get(n: string): unknown }).get(name) : Reflect.get(headers, name.toLowerCase());
  return typeof value === 'string' ? value : null;
}

/**
 * A change that did not reach the server: the form keeps what was typed and says so (docs/architecture.md).
 * OFFLINE when the browser knew it had no network (nothing was sent); NETWORK when the request got no answer,
 * the code the session rules know (a password change then ends the session, as the product asks).
 */
const notSent = (code: 'OFFLINE' | 'NETWORK', cause?: unknown) => new ApiError(0, code, ERROR_TEXTS.offlineWrite, cause);

/** Where the transport reports whether an answer came from the network or from the service worker's cache. */
export type ConnectionReport = Pick<ConnectionState, 'servedFromCache' | 'servedFromNetwork'>;

/**
 * createApiClient's transport over the shell's axios instance, applying the 401 and network rules. A change
 * (any method but GET) is refused at once while the browser is offline; a read that fails while the browser is
 * offline does not end the session (the service worker answers the reads it keeps; others fail on screen).
 */
export function createAxiosTransport(http: HttpInstance, policy: UnauthorizedPolicy, connection?: ConnectionReport): HttpTransport {
  return async (request) => {
    const exempt = isPublicRequest(request.url);
    const onProgress = request.onUploadProgress;
    const change = request.method !== 'GET';
    if (change && !exempt && browserOffline()) throw notSent('OFFLINE');
    try {
      const instance = await http();
      const response = await instance.request<unknown>({
        method: request.method,
        url: request.url,
        params: request.query,
        data: request.body,
        responseType: request.responseType === 'blob' ? 'blob' : 'json',
        signal: request.signal,
        onUploadProgress: onProgress ? (event) => onProgress(fraction(event)) : undefined,
      });
      if (response.status === 401 && !exempt) {
        if (request.kind === 'read') policy.readFailed();
        else policy.writeUnauthorized();
      }
      if (headerOf(response.headers, FROM_CACHE_HEADER))
        connection?.servedFromCache(headerOf(response.headers, CACHED_AT_HEADER) ?? new Date().toISOString());
      else if (!exempt) connection?.servedFromNetwork();
      return { status: response.status, data: response.data };
    } catch (error) {
      // The caller gave up; that says nothing about the session or the network.
      if (await isCancel(error)) throw new ApiError(0, 'ABORTED', 'Запрос отменён', error);
      if (request.kind === 'read' && !exempt && !browserOffline()) policy.readFailed();
      if (change && !exempt) throw notSent(browserOffline() ? 'OFFLINE' : 'NETWORK', error);
      throw error;
    }
  };
}
