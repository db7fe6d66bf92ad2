import type { NavigationService, SessionSnapshot, ShellServices } from '@permit/shared-contracts';
import { createEventBus } from '../event-bus';
import { createFakeApi, type FakeApi } from './fake-api';
import { createTestSession, type TestSession } from './test-session';

export interface FakeServices {
  services: ShellServices;
  fake: FakeApi;
  session: TestSession;
  navigation: NavigationService & { navigate: jest.Mock };
}

/** ShellServices for unit tests: a spied api, a controllable session, a real bus, a recorded navigation. */
export function createFakeServices(snapshot?: SessionSnapshot): FakeServices {
  const fake = createFakeApi();
  const session = createTestSession(snapshot);
  const navigation = { navigate: jest.fn(), href: (path: string) => path };
  return { services: { api: fake.api, session, events: createEventBus(), navigation }, fake, session, navigation };
}
