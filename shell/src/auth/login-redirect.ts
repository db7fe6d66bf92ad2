/**
 * The path RequireAuth kept in the router state (AuthRedirectState of require-auth.tsx), to return to after
 * sign-in. Only a path of this portal, resolved as the browser will resolve it: the first sign-in form hands it to
 * `location.replace`, where `/\evil.example` or a tab inside `//` would leave the site. /auth itself is no target.
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
  if (url.origin !== origin || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The router's state of the current history entry, as react-router keeps it in `history.state` (`usr`): a page
 * loaded anew at /auth (reloaded after RequireAuth sent it there) has it, but no router to read it yet.
 */
export function routerStateOfPage(history: Pick<History, 'state'> = window.history): unknown {
  const entry: unknown = history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}
