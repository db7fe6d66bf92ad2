import { isLoginPath } from './signed-out-paths';

/**
 * The path RequireAuth kept in the router state (AuthRedirectState of require-auth.tsx), to return to after
 * sign-in. Only a path of this portal, resolved as the browser will resolve it: the first sign-in form hands it to
 * `location.replace`, where `/\evil.example`, a tab inside `//` or dot segments that leave `//evil.example` would
 * leave the site. /auth itself is no target.
 */
export function redirectFrom(state: unknown, origin: string = window.location.origin): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || isLoginPath(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Read again as the browser will read what is returned: `/..//evil.example` resolves to `//evil.example`.
  return new URL(path, origin).origin === origin ? path : null;
}

/**
 * The router's state of the current history entry, as react-router keeps it in `history.state` (`usr`): a page
 * loaded anew at /auth (reloaded after RequireAuth sent it there) has it, but no router to read it yet.
 */
export function routerStateOfPage(history: Pick<History, 'state'> = window.history): unknown {
  const entry: unknown = history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}
