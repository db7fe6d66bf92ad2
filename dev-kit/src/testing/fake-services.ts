import type { DraftService, NavigationService, SessionSnapshot, ShellServices } from '@permit/shared-contracts';
import { createEventBus } from '../event-bus';
import { createFakeApi, type FakeApi } from './fake-api';
import { createTestSession, type TestSession } from './test-session';

export interface FakeServices {
  services: ShellServices;
  fake: FakeApi;
  session: TestSession;
  navigation: NavigationService & { navigate: jest.Mock };
  /** Whether a form holds unsaved input now (`navigation.holdLeave`), as the shell would ask before leaving. */
  leaveHeld(): boolean;
  /** The kept drafts by key, as the shell would store them for the signed-in user. */
  drafts: Map<string, unknown>;
  /** Keys of drafts kept in another tab (a duplicated tab's copy): `keptHere` is false for them. */
  draftsFromAnotherTab: Set<string>;
}

/** ShellServices for unit tests: a spied api, a controllable session, a real bus, a recorded navigation, drafts in memory. */
export function createFakeServices(snapshot?: SessionSnapshot): FakeServices {
  const fake = createFakeApi();
  const session = createTestSession(snapshot);
  const holds = new Set<() => boolean>();
  const navigation = {
    navigate: jest.fn(),
    href: (path: string) => path,
    holdLeave(unsaved: () => boolean) {
      holds.add(unsaved);
      return () => void holds.delete(unsaved);
    },
  };
  const kept = new Map<string, unknown>();
  const elsewhere = new Set<string>();
  const drafts: DraftService = {
    keep: (key, value) => void kept.set(key, value),
    read: (key) => kept.get(key),
    keptHere: (key) => kept.has(key) && !elsewhere.has(key),
    drop: (key) => void kept.delete(key),
  };
  return {
    services: { api: fake.api, session, events: createEventBus(), navigation, drafts },
    fake,
    session,
    navigation,
    leaveHeld: () => [...holds].some((unsaved) => unsaved()),
    drafts: kept,
    draftsFromAnotherTab: elsewhere,
  };
}
