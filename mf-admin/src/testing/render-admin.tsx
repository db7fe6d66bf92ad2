import { createFakeServices, renderWithChakra, signedInSnapshot, type FakeServices } from '@permit/dev-kit/testing';
import { Route, Routes } from 'react-router-dom';
import { AdminRouteTable } from '../app/admin-route-table';
import { RemoteProviders } from '../app/remote-providers';
import { createQueryClient } from '../lib/query-client';

/** Mounts the remote's routes under /admin/* as the shell does, with a fresh cache per test. */
export function renderAdmin(route: string, fake: FakeServices = createFakeServices(signedInSnapshot(['ADMIN']))) {
  const queryClient = createQueryClient({ retry: false });
  const result = renderWithChakra(
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RemoteProviders services={fake.services} basePath="/admin" queryClient={queryClient}>
            <AdminRouteTable />
          </RemoteProviders>
        }
      />
    </Routes>,
    { route },
  );
  return { ...result, ...fake };
}
