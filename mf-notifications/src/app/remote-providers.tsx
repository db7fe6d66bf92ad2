import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteProps, SessionService } from '@permit/shared-contracts';
import { RemoteContextProvider } from '../lib/remote-context';

interface RemoteProvidersProps extends RemoteProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Notifications and counts of one user must never be shown to the next one who signs in on the same page. */
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

export function RemoteProviders({ services, basePath, queryClient, children }: RemoteProvidersProps) {
  useClearCacheOnLogout(services.session, queryClient);
  const remote = useMemo(() => ({ services, basePath }), [services, basePath]);
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteContextProvider value={remote}>{children}</RemoteContextProvider>
    </QueryClientProvider>
  );
}
