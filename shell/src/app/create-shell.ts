import type { AxiosAdapter } from 'axios';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { createApiClient, type RemoteListEntry, type ShellServices } from '@permit/shared-contracts';
import { fetchRemoteList } from '../federation/remote-list';
import { createRemoteLoader } from '../federation/remote-loader';
import { preloadRemotes } from '../federation/remote-preload';
import { createAxiosTransport } from '../http/axios-transport';
import { createHttpInstance } from '../http/http-instance';
import { createUnauthorizedPolicy } from '../http/unauthorized-policy';
import { createEventBus } from '../services/event-bus';
import { createNavigationService, type RouterHandle } from '../services/navigation-service';
import { createLogout } from '../session/create-logout';
import { createSessionService } from '../session/session-service';
import { browserStorage, type KeyValueStorage } from '../session/session-storage';
import { createSessionStore } from '../session/session-store';
import { watchTokenRotten } from '../session/token-rotten-watch';
import { appRoutes } from './routes';
import type { ShellContextValue } from './shell-context';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface ShellOptions {
  storage?: KeyValueStorage | null;
  fetchRemoteList?: () => Promise<RemoteListEntry[]>;
  /** Tests answer HTTP here; the real instance uses the browser's XHR adapter. */
  httpAdapter?: AxiosAdapter;
  createRouter?: (routes: RouteObject[]) => AppRouter;
}

export interface Shell extends ShellContextValue {
  router: AppRouter & RouterHandle;
  queryClient: QueryClient;
  dispose(): void;
}

/** Wires the shell once: session, HTTP with its rules, services for remotes, remote loading, router. */
export function createShell(options: ShellOptions = {}): Shell {
  const sessionStore = createSessionStore(options.storage === undefined ? browserStorage() : options.storage);
  const events = createEventBus();
  const navigation = createNavigationService();
  const http = createHttpInstance(() => sessionStore.getState().token, options.httpAdapter);
  const api = createApiClient(createAxiosTransport(http, createUnauthorizedPolicy(sessionStore, navigation)));
  const logout = createLogout(sessionStore, navigation);
  const session = createSessionService(sessionStore, () => logout());
  const services: ShellServices = {
    api,
    session,
    events,
    navigation: { navigate: navigation.navigate, href: navigation.href },
  };
  const loader = createRemoteLoader({ fetchList: options.fetchRemoteList ?? fetchRemoteList });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  const router = (options.createRouter ?? createBrowserRouter)(appRoutes);
  navigation.attach(router);

  const stopRottenWatch = watchTokenRotten(sessionStore, events);
  // Cached server data belongs to the user who fetched it.
  const stopCacheReset = sessionStore.subscribe((state, previous) => {
    if (previous.authorized && !state.authorized) queryClient.clear();
  });
  const stopPreload = preloadRemotes(sessionStore, loader, typeof window === 'undefined' ? null : window.location.pathname);

  return {
    services,
    sessionStore,
    navigation,
    loader,
    logout,
    router,
    queryClient,
    dispose() {
      stopRottenWatch();
      stopCacheReset();
      stopPreload();
      router.dispose();
      queryClient.clear();
    },
  };
}
