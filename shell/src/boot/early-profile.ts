// The signed-in user's profile, asked for by the shell's entry instead of once the shell is wired.
//
// The profile (organization, section, roles) gates the list's first request when no profile is kept from the last
// load, which is the load right after a first sign-in, and it shares the single-threaded embedded database with the
// list's request on every other load. Asked for by createShell, it left three start-up steps later: on a phone's
// first visit, about 2 s into the load (docs/performance.md «Профиль с первого шага»). The entry runs before the
// contracts are loaded, so the storage keys, the path and the scheme are written here as the contracts have them
// (early-profile.test.ts holds them equal). The response is handed to the shell's one HTTP client (http-wire.ts),
// which reads it as it reads any answer: statuses, a session that ended, the schema, the service worker's marks.

const AUTH_KEY = 'auth';
const USER_KEY = 'user';
const SCHEME = 'Bearer_';
/** An answer not taken soon after the page load is not handed out: the client then asks again. */
export const EARLY_PROFILE_TTL_MS = 30_000;

export const profilePath = (userId: number) => `/api/users/getUserById/${userId}`;

interface EarlyRequest {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

let early: EarlyRequest | null = null;

type Send = (url: string, init: RequestInit) => Promise<Response>;

function readJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const field = (value: unknown, name: string): unknown => (value !== null && typeof value === 'object' ? Reflect.get(value, name) : undefined);

/**
 * Asks for the stored session's profile, when the storage holds a session that looks whole; anything else (no
 * session, a broken one) asks for nothing, and the shell reads the storage with its schemas as before.
 */
export function requestProfileEarly(storage: Pick<Storage, 'getItem'> | null, send: Send = (url, init) => fetch(url, init)): boolean {
  if (!storage) return false;
  const token = field(readJson(storage, AUTH_KEY), 'token');
  const userId = field(readJson(storage, USER_KEY), 'user_id');
  if (typeof token !== 'string' || token === '' || typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId < 1) return false;
  const url = profilePath(userId);
  const authorization = `${SCHEME}${token}`;
  let response: Promise<Response>;
  try {
    response = send(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: authorization } });
  } catch {
    return false;
  }
  // Read by the client, or never: a failure shows there (it then asks again), not as an unhandled rejection.
  response.catch(() => undefined);
  const entry = { url, authorization, response };
  early = entry;
  // Not taken in time, it is let go: not handed out late, nor kept for the page's life.
  setTimeout(() => {
    if (early === entry) early = null;
  }, EARLY_PROFILE_TTL_MS);
  return true;
}

function headerOf(headers: HeadersInit | undefined, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  if (Array.isArray(headers)) return headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  return headers[name] ?? null;
}

function abortError(): Error {
  return new DOMException('The request was aborted', 'AbortError');
}

/**
 * The entry's answer for exactly this request (a GET of the same path with the same session), once; undefined for
 * any other request, a second one, or once it was let go. A failed early request falls back to asking again.
 */
export function takeEarlyResponse(url: string, init: RequestInit, send: Send): Promise<Response> | undefined {
  if (!early) return undefined;
  if (url !== early.url || (init.method ?? 'GET') !== 'GET' || headerOf(init.headers, 'Authorization') !== early.authorization) return undefined;
  const taken = early;
  early = null;
  const answer = taken.response.catch(() => send(url, init));
  const { signal } = init;
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(abortError());
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Tests start with nothing asked for. */
export function clearEarlyProfile(): void {
  early = null;
}
