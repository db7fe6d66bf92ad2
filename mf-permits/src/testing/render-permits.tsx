import { createFakeServices, renderWithChakra, signedInSnapshot, type FakeServices } from '@permit/dev-kit/testing';
import { Route, Routes } from 'react-router-dom';
import { PermitRouteTable } from '../app/permit-route-table';
import { RemoteProviders } from '../app/remote-providers';
import { createQueryClient } from '../lib/query-client';

/** Mounts the remote's routes under /nd/* as the shell does, with a fresh cache per test. */
export function renderPermits(route: string, fake: FakeServices = createFakeServices(signedInSnapshot())) {
  const queryClient = createQueryClient({ retry: false });
  const result = renderWithChakra(
    <Routes>
      <Route
        path="/nd/*"
        element={
          <RemoteProviders services={fake.services} basePath="/nd" queryClient={queryClient}>
            <PermitRouteTable />
          </RemoteProviders>
        }
      />
    </Routes>,
    { route },
  );
  return { ...result, ...fake, queryClient };
}
