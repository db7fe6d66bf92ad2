import { QueryClient } from '@tanstack/react-query';
import { NETWORK_DEFAULTS } from '@permit/dev-kit/query-client';
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
  // Reads retry network and server errors with backoff and are sent while offline too (the service worker
  // may answer them); changes are never held back (dev-kit/src/runtime/query-client.ts).
  const client = new QueryClient({
    defaultOptions: { queries: { ...NETWORK_DEFAULTS.queries, refetchOnWindowFocus: false }, mutations: NETWORK_DEFAULTS.mutations },
  });
  sessionStore.subscribe((state, previous) => {
    if (previous.authorized && !state.authorized) client.clear();
  });
  clients.set(sessionStore, client);
  return client;
}
