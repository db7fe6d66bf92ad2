import { createApiClient, endpoints, type ShellServices } from '@permit/shared-contracts';
import { createDevNavigation, type DevNavigation } from './dev-navigation';
import { createDevSession, type DevSession } from './dev-session';
import { createEventBus } from './event-bus';
import { createFetchTransport, type FetchLike } from './fetch-transport';

export interface DevServicesOptions {
  baseUrl?: string;
  storage?: Storage | null;
  fetchImpl?: FetchLike;
}

export interface DevServices {
  services: ShellServices;
  session: DevSession;
  navigation: DevNavigation;
  /** Fills the session's organization, section and roles, as the shell does after login. */
  loadProfile(): Promise<void>;
}

export function createDevServices(options: DevServicesOptions = {}): DevServices {
  const session = createDevSession(options.storage === undefined ? window.sessionStorage : options.storage);
  const navigation = createDevNavigation();
  const api = createApiClient(
    createFetchTransport({
      baseUrl: options.baseUrl,
      getToken: () => session.token(),
      fetchImpl: options.fetchImpl,
      // A stale token from an earlier dev session shows the login form again instead of failing every call.
      onUnauthorized: () => {
        if (session.get().authorized) session.logout();
      },
    }),
  );
  const services: ShellServices = { api, session, events: createEventBus(), navigation };
  return {
    services,
    session,
    navigation,
    async loadProfile() {
      const user = session.get().user;
      if (!user) return;
      const profile = await api.call(endpoints.users.getUserById, { params: { userId: user.user_id } });
      session.setProfile(profile);
    },
  };
}
