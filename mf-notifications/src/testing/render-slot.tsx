import type { ReactElement } from 'react';
import { createFakeServices, renderWithChakra, signedInSnapshot, type FakeServices } from '@permit/dev-kit/testing';
import { RemoteProviders } from '../app/remote-providers';
import { createQueryClient } from '../lib/query-client';

/** Renders one widget as the shell's header does, with a fresh cache per test. */
export function renderSlot(ui: ReactElement, fake: FakeServices = createFakeServices(signedInSnapshot())) {
  const queryClient = createQueryClient({ retry: false });
  const result = renderWithChakra(
    <RemoteProviders services={fake.services} basePath="/" queryClient={queryClient}>
      {ui}
    </RemoteProviders>,
  );
  return { ...result, ...fake };
}
