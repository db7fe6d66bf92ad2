import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps, SessionService } from '@permit/shared-contracts';
import { RemoteContextProvider } from './remote-context';

interface RemoteProvidersProps extends RemoteProps {
  /** The remote's own client from `createQueryClient`, created once per page by the remote. */
  queryClient: QueryClient;
  children: ReactNode;
}

/** Data cached for one user must never be shown to the next one who signs in on the same page. */
function useClearCacheOnLogout(session: SessionService, queryClient: QueryClient) {
  useEffect(() => {
    let wasAuthorized = session.get().authorized;
    return session.subscribe(() => {
      const authorized = session.get().authorized;
      if (wasAuthorized && !authorized) queryClient.clear();
      wasAuthorized = authorized;
    });
  }, [session, queryClient]);
}

/** What every root component of a remote (routes or header slot) wraps its tree in. */
export function RemoteProviders({ services, basePath, queryClient, children }: RemoteProvidersProps) {
  useClearCacheOnLogout(services.session, queryClient);
  const remote = useMemo(() => ({ services, basePath }), [services, basePath]);
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteContextProvider value={remote}>{children}</RemoteContextProvider>
    </QueryClientProvider>
  );
}
