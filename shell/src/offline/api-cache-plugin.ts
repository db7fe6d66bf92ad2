import type { WorkboxPlugin } from 'workbox-core/types';
import type { EndedSessions, WorkerCaches } from './ended-sessions';
import { CACHED_AT_HEADER, CACHES, FROM_CACHE_HEADER, sessionDigest, sessionOfCacheKey, userCacheKey } from './offline-rules';

/**
 * The same answer with one header added (a fetched or cached Response's headers cannot be changed in place).
 * Not workbox-core's copyResponse: it refuses a response without a URL, which a stored copy of this one is.
 */
function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export interface ApiCacheOptions {
  /** Sessions the page said have ended (service-worker.ts): their answers are not kept. */
  ended: EndedSessions;
  /** Deletes the API cache with its expiration records: what a sign-out leaves (service-worker.ts). */
  forgetAll: () => Promise<void>;
  now?: () => Date;
  storage?: WorkerCaches;
}

/**
 * The worker's rules for the API reads it keeps (service-worker.ts): entries are keyed per session, only a
 * 200 is kept, stamped with the time it arrived; an answer served from the cache says so, so the shell can show
 * «Нет связи — данные на ЧЧ:ММ» (offline-banner.tsx). An answer that arrives after its session ended is not
 * kept: refused before the write if the end is already known, deleted after it if the end came meanwhile (with
 * the whole cache and its expiration records if the end was a sign-out). A server error answers from the kept copy
 * when there is one.
 */
export function apiCachePlugin({ ended, forgetAll, now = () => new Date(), storage = caches }: ApiCacheOptions): WorkboxPlugin {
  return {
    // A gateway's 502/503/504 (the API down behind it) is no answer either. When this session has a kept copy, the
    // strategy is made to fall back to it, as on a network failure; without one the page gets the error as it is
    // (its reads retry a 5xx), not a network failure, which would end the session.
    async fetchDidSucceed({ request, response }) {
      if (response.status < 500) return response;
      const key = await userCacheKey(request.url, request.headers.get('Authorization'));
      if (key && (await (await storage.open(CACHES.api)).match(key))) throw new Error(`HTTP ${response.status}: the kept copy answers`);
      return response;
    },
    async cacheKeyWillBeUsed({ request }) {
      return (await userCacheKey(request.url, request.headers.get('Authorization'))) ?? request;
    },
    async cacheWillUpdate({ request, response }) {
      if (response.status !== 200) return null;
      const authorization = request.headers.get('Authorization');
      if (authorization && ended.any && ended.has(await sessionDigest(authorization))) return null;
      return withHeader(response, CACHED_AT_HEADER, now().toISOString());
    },
    async cacheDidUpdate({ cacheName, request }) {
      if (!ended.any) return;
      const session = sessionOfCacheKey(request.url);
      // After a sign-out, the expiration's record of this URL (written before, by the plugin listed first) goes too.
      if (ended.signedOut(session)) await forgetAll();
      else if (ended.has(session)) await (await storage.open(cacheName)).delete(request);
    },
    async cachedResponseWillBeUsed({ cachedResponse }) {
      return cachedResponse ? withHeader(cachedResponse, FROM_CACHE_HEADER, '1') : null;
    },
  };
}
