/**
 * The screens a visitor uses without a session (app/routes.tsx). On any other path a visitor without one signs
 * in first: the portal's pages through RequireAuth, and a page loaded anew through the first sign-in form
 * (first-login.tsx), which the start-up picks by this list before any router is loaded (index.ts).
 */
export const SIGNED_OUT_PATHS = { login: '/auth', forget: '/password/forget', reset: '/password/reset' } as const;

/** A path as the router matches it: letters in any case, with or without a trailing slash. */
export const routePath = (pathname: string): string => pathname.replace(/\/+$/, '').toLowerCase() || '/';

/** Whether a path is the sign-in screen's, as the router would match it. */
export const isLoginPath = (pathname: string): boolean => routePath(pathname) === SIGNED_OUT_PATHS.login;

/** Whether a page loaded at `pathname` without a session shows the sign-in form first. */
export const signsInFirst = (pathname: string): boolean => {
  const path = routePath(pathname);
  return path !== SIGNED_OUT_PATHS.forget && path !== SIGNED_OUT_PATHS.reset;
};
