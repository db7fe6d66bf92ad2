// The shell's service worker (built with Workbox by tooling/service-worker-build.js; served as
// /sw.js with no-cache, scope /). It keeps the portal usable on a poor network without holding back releases:
// - the shell's own build is precached (its chunks are named by content; its entry and page are revalidated);
// - pages, the remote list and the remotes' entries (mf-manifest.json, remoteEntry.js) go to the network first,
//   so a remote released or rolled back is used on the next load; the cache answers only when the network fails
//   or has not answered within 6 s;
// - content-named chunks of any origin come from the cache first: a new release has new names;
// - the API reads listed in offline-rules.ts go to the network first; their last answer, kept per session,
//   answers when the network fails, hangs (15 s) or the API behind it is down (5xx) (the shell then shows «Нет связи —
//   данные на ЧЧ:ММ»). Writes are never
//   touched: offline they fail, and the shell refuses them with a message (http/http-transport.ts).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin, addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { apiCachePlugin } from './api-cache-plugin';
import { corsSafeCachePlugin } from './cors-safe-cache-plugin';
import { EndedSessions, forgetSession, isSessionEndedMessage } from './ended-sessions';
import { CACHES, isHashedChunk, isOfflineRead, isRemoteEntry, isRemoteList, sessionDigest } from './offline-rules';

interface ExtendableEventLike {
  waitUntil(p: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEventLike & { data: unknown }) => void): void;
}
const worker = self as unknown as WorkerScope;

// A new worker takes over at once: its rules only decide where answers come from, never what a page expects.
void worker.skipWaiting();
clientsClaim();

// The page itself is not served from the precache (its CSP names the remotes' current origins, see
// tooling/csp.js): it is the offline fallback. The hash query the page puts on the entry script is ignored.
// `self.__WB_MANIFEST` exactly as written: the build replaces it with the list (tooling/service-worker-build.js).
precache((self as unknown as { __WB_MANIFEST: Array<PrecacheEntry | string> }).__WB_MANIFEST);
addRoute({ ignoreURLParametersMatching: [/.*/], directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The remotes' scripts are loaded with CORS (federation/runtime-plugin.ts, tooling/webpack.js), so a 404 or a
// proxy's error page is seen and not kept. A remote built before that still loads its chunks without CORS: their
// opaque answers (status 0) are kept as before, or that remote would not be readable offline under this shell.
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });

// A network that neither answers nor fails (a dead spot with a signal bar) gives way to the kept copy after this
// long; the request goes on, and its answer replaces the copy for the next time. The API's reads wait longer: a
// slow server's fresh answer (a permit just moved) is worth more than a copy from before.
const networkTimeoutSeconds = 6;
const apiNetworkTimeoutSeconds = 15;

// Every page of the portal is the same document (the routes are the shell's), so one copy is kept, under the
// root's address: not one per address visited, which would keep permit ids and search words past a sign-out.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => `${worker.location.origin}/`,
        // Only the portal's page: a file opened in a tab (/remotes.json, a PDF) is a navigation too.
        cacheWillUpdate: async ({ response }) => (response.headers.get('Content-Type')?.startsWith('text/html') ? response : null),
      },
      new CacheableResponsePlugin({ statuses: [200] }),
      new PrecacheFallbackPlugin({ fallbackURL: '/index.html' }),
    ],
  }),
);
registerRoute(({ url }) => isRemoteList(url, worker.location.origin), new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds }));
registerRoute(
  ({ url }) => isRemoteEntry(url),
  new NetworkFirst({ cacheName: CACHES.remoteEntries, networkTimeoutSeconds, plugins: [okOrOpaque, corsSafeCachePlugin] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedChunk(url),
  new CacheFirst({
    cacheName: CACHES.remoteChunks,
    // Old releases' chunks are dropped as new ones arrive; a full disk empties this cache rather than failing.
    plugins: [okOrOpaque, corsSafeCachePlugin, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })],
  }),
);
// Sessions the page said have ended: a read of theirs still in flight is not kept (clear-offline-cache.ts).
const endedSessions = new EndedSessions();
const apiExpiration = { maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 7 };
// A sign-out leaves nothing of the API reads: not the answers, nor the expiration's records of their URLs
// (permit and user ids) in IndexedDB.
const forgetApiCache = async () => {
  await caches.delete(CACHES.api);
  await new CacheExpiration(CACHES.api, apiExpiration).delete();
};
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.headers.has('Authorization') && isOfflineRead(url, request.method),
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: apiNetworkTimeoutSeconds,
    // The expiration's records first: after a sign-out, apiCachePlugin removes what it has just written too.
    plugins: [
      new ExpirationPlugin({ ...apiExpiration, purgeOnQuotaError: true }),
      apiCachePlugin({ ended: endedSessions, forgetAll: forgetApiCache }),
    ],
  }),
);

worker.addEventListener('message', (event) => {
  if (!isSessionEndedMessage(event.data)) return;
  const { authorization, signedOut } = event.data;
  event.waitUntil(
    (async () => {
      const session = await sessionDigest(authorization);
      endedSessions.end(session, signedOut);
      return signedOut ? forgetApiCache() : forgetSession(caches, CACHES.api, session);
    })(),
  );
});

// Caches of an earlier version of these rules (another suffix in CACHES) are deleted.
worker.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('permit-') && !current.has(n)).map((n) => caches.delete(n)))),
  );
});
