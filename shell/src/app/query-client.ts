import { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../session/session-store';

const clients = new WeakMap<SessionStore, QueryClient>();

/**
 * The portal's react-query cache, one per shell, made when the first screen inside the portal's frame
 * renders: the sign-in screens do not use it, and /auth loads without react-query. Cached server data
 * belongs to the user who fetched it, so signing out empties it.
 */
export function queryClientFor(sessionStore: SessionStore): QueryClient {
  const existing = clients.get(sessionStore);
  if (existing) return existing;
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  sessionStore.subscribe((state, previous) => {
    if (previous.authorized && !state.authorized) client.clear();
  });
  clients.set(sessionStore, client);
  return client;
}
