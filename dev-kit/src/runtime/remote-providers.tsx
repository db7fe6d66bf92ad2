import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps, SessionService } from '@permit/shared-contracts';
import { RemoteContextProvider } from './remote-context';

interface RemoteProvidersProps extends RemoteProps {
  /** The remote's own client from `createQueryClient`, created once per page by the remote. */
  queryClient: QueryClient;
  children: ReactNode;
}

/** The sessions each client is already emptied for: one watch per client and session, for the page's life. */
const watched = new WeakMap<QueryClient, WeakSet<SessionService>>();

/**
 * Data cached for one user must never be shown to the next one who signs in on the same page. The watch outlives
 * the remote's tree: a user who left the remote's pages before signing out (settings, the admin section) leaves its
 * tree unmounted and its cache in memory, and the next user who opened them would see his data. So it is made on
 * the first mount and never removed; the client empties whenever the signed-in user ends or changes.
 */
export function clearOnSignOut(session: SessionService, queryClient: QueryClient): void {
  let sessions = watched.get(queryClient);
  if (!sessions) watched.set(queryClient, (sessions = new WeakSet()));
  if (sessions.has(session)) return;
  sessions.add(session);
  const signedIn = () => {
    const { authorized, user } = session.get();
    return authorized ? (user?.user_id ?? 0) : null;
  };
  let current = signedIn();
  session.subscribe(() => {
    const next = signedIn();
    if (current !== null && next !== current) queryClient.clear();
    current = next;
  });
}

/** What every root component of a remote (routes or header slot) wraps its tree in. */
export function RemoteProviders({ services, basePath, queryClient, children }: RemoteProvidersProps) {
  useEffect(() => clearOnSignOut(services.session, queryClient), [services.session, queryClient]);
  const remote = useMemo(() => ({ services, basePath }), [services, basePath]);
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteContextProvider value={remote}>{children}</RemoteContextProvider>
    </QueryClientProvider>
  );
}
