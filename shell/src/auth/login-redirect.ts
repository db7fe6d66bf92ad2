/**
 * The path RequireAuth kept in the router state (AuthRedirectState of require-auth.tsx), to return to after
 * sign-in. Only an in-portal path: a crafted state must not send the user to another site.
 */
export function redirectFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth') ? from : null;
}

/**
 * The router's state of the current history entry, as react-router keeps it in `history.state` (`usr`): a page
 * loaded anew at /auth (reloaded after RequireAuth sent it there) has it, but no router to read it yet.
 */
export function routerStateOfPage(history: Pick<History, 'state'> = window.history): unknown {
  const entry: unknown = history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}
