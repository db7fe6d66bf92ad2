import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../runtime/query-client';
import { RemoteProviders } from '../runtime/remote-providers';
import { createFakeServices, type FakeServices } from './fake-services';
import { signedInSnapshot } from './fixtures';
import { renderWithChakra } from './render-with-chakra';

interface RenderRemoteOptions {
  /** Signed in with a loaded profile unless a test brings its own. */
  fake?: FakeServices;
  /**
   * Given for a remote's routes: they are mounted under `${basePath}/*`, as the shell mounts them.
   * Left out for a header slot, which the shell renders outside its routes.
   */
  basePath?: string;
  /** The URL the test starts at; the base path by default. */
  route?: string;
}

/** Renders a remote's tree inside its providers as the shell does, with a fresh cache per test and no retries. */
export function renderRemote(ui: ReactElement, options: RenderRemoteOptions = {}) {
  const { fake = createFakeServices(signedInSnapshot()), basePath, route = basePath ?? '/' } = options;
  const queryClient = createQueryClient({ retry: false });
  const providers = (
    <RemoteProviders services={fake.services} basePath={basePath ?? '/'} queryClient={queryClient}>
      {ui}
    </RemoteProviders>
  );
  const result = renderWithChakra(
    basePath === undefined ? (
      providers
    ) : (
      <Routes>
        <Route path={`${basePath.replace(/\/$/, '')}/*`} element={providers} />
      </Routes>
    ),
    { route },
  );
  return { ...result, ...fake, queryClient };
}
