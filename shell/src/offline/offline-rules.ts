// What the shell's service worker (./service-worker.ts) does with each request, as plain functions the worker
// and jest share. The worker imports nothing else of the portal: a shared package there would need the
// federation runtime, which a worker does not have.

/** Cache names; a new suffix is a clean start for every browser (the worker deletes the names it no longer uses). */
export const CACHES = {
  // v2: one copy of the page under the root's address (v1 kept one per address visited).
  pages: 'permit-pages-v2',
  // v2: remotes' scripts are loaded with CORS; a v1 opaque answer would fail such a request.
  remoteEntries: 'permit-remote-entries-v2',
  remoteChunks: 'permit-remote-chunks-v2',
  api: 'permit-api-v1',
} as const;

/** The header the worker adds to an API answer it took from its cache because the network failed. */
export const FROM_CACHE_HEADER = 'X-Permit-From-Cache';
/** The time (ISO) the cached answer was received from the server, stamped when it was stored. */
export const CACHED_AT_HEADER = 'X-Permit-Cached-At';

/**
 * The contract's GET endpoints whose last answer stays readable offline (checked against the contract by
 * offline-rules.test.ts): «Мои задачи», the lists, an opened permit with its route and zone, and what those
 * screens need to render (the profile, counts, favourites, lookups). Files, PDFs and admin pages are not kept.
 */
export const OFFLINE_READ_PATHS = [
  '/api/nd_processing/worklist',
  '/api/nd_processing/ndSearch/{page}/{size}',
  '/api/nd_processing/getNdById/{id}',
  '/api/nd_processing/countByStatus/{status}',
  '/api/nd_processing/countsByStatus',
  '/api/nd_processing/listByCreator/{userId}',
  '/api/nd_processing/zoneConflicts/{ndId}',
  '/api/nd_processing/zoneWorks/{ndId}',
  '/api/routes/listAll/{ndId}',
  '/api/favouritesNd/listAll',
  '/api/notifications/list/{page}/{size}',
  '/api/users/getUserById/{userId}',
  '/api/users/listAllByRole/{role}',
  '/api/users/getUserByOrganizationId/{organizationId}',
  '/api/users/listAll',
  '/api/{area}/listAll',
  '/api/regionWorks/getByPlace/{placeId}',
  '/api/sections/getSectionsByOrganization/{id}',
  '/api/workshifts/getByOrganization/{organizationId}',
  '/api/board',
  '/api/board/places',
] as const;

const templateRegex = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
const OFFLINE_READS = OFFLINE_READ_PATHS.map(templateRegex);

/** A read whose last answer the worker keeps for offline use (per user, see userCacheKey). */
export function isOfflineRead(url: URL, method: string): boolean {
  return method === 'GET' && OFFLINE_READS.some((re) => re.test(url.pathname));
}

/** A remote's files that name its current build: always asked of the network first, so a release shows on the next load. */
export function isRemoteEntry(url: URL): boolean {
  return /(^|\/)(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);
}

/** Chunks named by their content (tooling/hashed-names.js): a name never changes content, so the cache answers first. */
export function isHashedChunk(url: URL): boolean {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname);
}

/** The shell's list of remotes, which a deployment rewrites to release or roll back a remote. */
export function isRemoteList(url: URL, scopeOrigin: string): boolean {
  return url.origin === scopeOrigin && url.pathname === '/remotes.json';
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The query parameter of a cache key that names its session. */
const SESSION_PARAM = '__session';

/** A session's name in the worker's cache keys: a digest of its Authorization header (the token never stored). */
export async function sessionDigest(authorization: string): Promise<string> {
  return (await sha256Hex(authorization)).slice(0, 32);
}

/**
 * The cache key of an API read: its URL plus a digest of the session's Authorization header, so one user's
 * cached answers are never found for another session on the same device (the shell also empties the cache
 * on logout, clear-offline-cache.ts). A request without a session is not cached at all (null).
 */
export async function userCacheKey(url: string, authorization: string | null): Promise<string | null> {
  if (!authorization) return null;
  const key = new URL(url);
  key.searchParams.set(SESSION_PARAM, await sessionDigest(authorization));
  return key.href;
}

/** The session a cache key belongs to (its digest), or null for a key userCacheKey did not make. */
export function sessionOfCacheKey(url: string): string | null {
  return new URL(url).searchParams.get(SESSION_PARAM);
}
