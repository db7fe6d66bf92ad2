import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShell } from '../app/shell-context';
import { LoadingIndicator } from '../layout/loading-indicator';
import { loadProfile } from '../session/load-profile';

/** Where /auth returns to after login (router state, so it survives only this navigation). */
export interface AuthRedirectState {
  from?: string;
}

/**
 * Screens behind login. Without a session the user goes to /auth with the intended path kept; while a
 * scheduled 401/logout redirect is pending, the guard waits for it instead of jumping ahead.
 */
export function RequireAuth() {
  const { sessionStore, services } = useShell();
  const location = useLocation();
  const authorized = useStore(sessionStore, (s) => s.authorized);
  const redirectPending = useStore(sessionStore, (s) => s.redirectPending);
  const profileStatus = useStore(sessionStore, (s) => s.profileStatus);

  useEffect(() => {
    if (authorized && profileStatus === 'idle') void loadProfile(services.api, sessionStore);
  }, [authorized, profileStatus, services.api, sessionStore]);

  if (authorized) return <Outlet />;
  if (redirectPending) return <LoadingIndicator label="Сеанс завершён, переход на страницу входа…" />;
  const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/auth" replace state={state} />;
}
