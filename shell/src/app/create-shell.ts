import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { createApiClient, endpoints, type RemoteListEntry, type ShellServices } from '@permit/shared-contracts';
import { deferRemoteLoader } from '../federation/deferred-remote-loader';
import { adoptEarlyRemoteStart } from '../federation/early-remote-handoff';
import { createModuleRegistry } from '../federation/module-registry';
import { prefetchSectionData, preloadRemotes } from '../federation/remote-preload';
import { createHttpTransport } from '../http/http-transport';
import { createWire, type Wire } from '../http/http-wire';
import { createUnauthorizedPolicy } from '../http/unauthorized-policy';
import { whenSignedIn } from '../session/when-signed-in';
import { createDraftService } from '../services/draft-service';
import { createEventBus } from '../services/event-bus';
import { createLeaveGuard } from '../services/leave-guard';
import { createNavigationService, type RouterHandle } from '../services/navigation-service';
import { preloadFrame } from './frame-preload';
import { createLogout, type Logout } from '../session/create-logout';
import { clearOfflineCacheOnSignOut } from '../offline/clear-offline-cache';
import { createConnectionStore } from '../offline/connection-store';
import { loadProfile } from '../session/load-profile';
import { createSessionService } from '../session/session-service';
import { browserStorage, type KeyValueStorage } from '../session/session-storage';
import { createSessionStore } from '../session/session-store';
import { AppLayout, SectionArea, appRoutes } from './routes';
import type { ShellContextValue } from './shell-context';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface ShellOptions {
  storage?: KeyValueStorage | null;
  fetchRemoteList?: () => Promise<RemoteListEntry[]>;
  /** Tests answer HTTP here; the portal sends with the browser's fetch (http/http-wire.ts). */
  wire?: Wire;
  createRouter?: (routes: RouteObject[]) => AppRouter;
}

export interface Shell extends ShellContextValue {
  router: AppRouter & RouterHandle;
  dispose(): void;
}

/** Wires the shell once: session, HTTP with its rules, services for remotes, remote loading, router. */
export function createShell(options: ShellOptions = {}): Shell {
  const sessionStorageArea = options.storage === undefined ? browserStorage() : options.storage;
  const sessionStore = createSessionStore(sessionStorageArea);
  const events = createEventBus();
  const navigation = createNavigationService();
  // Whether the data on screen came from the service worker's cache (offline/offline-banner.tsx).
  const connection = createConnectionStore();
  const leaveGuard = createLeaveGuard();
  const unauthorized = createUnauthorizedPolicy(sessionStore, navigation, undefined, leaveGuard.held);
  const api = createApiClient(
    createHttpTransport(options.wire ?? createWire(), () => sessionStore.getState().token, unauthorized, connection.getState()),
  );
  const stopOfflineCacheClear = clearOfflineCacheOnSignOut(sessionStore);
  // «Выйти» ends the session on the server first (the token must not outlive the logout), through this client.
  const logout = createLogout(sessionStore, navigation, (signal) => api.call(endpoints.users.logout, {}, { signal }));
  // A draft stays with the tab the user typed it in.
  const tabStorage = browserStorage('sessionStorage');
  const drafts = createDraftService(sessionStore, tabStorage, Date.now, () =>
    import(/* webpackChunkName: "signed-in-tab-identity" */ '../session/tab-identity').then((m) =>
      m.tabIdentity(tabStorage, typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null, window),
    ),
  );
  // «Выйти» (the header's, the re-authentication dialog's) asks first over unsaved input, and what the user chose
  // to leave is not kept as a draft. A session that ended while the question was open closes it unanswered.
  const signOut: Logout = async (options) => {
    if (leaveGuard.held() && (!(await leaveGuard.confirm()) || !sessionStore.getState().authorized)) return;
    drafts.discardAll();
    await logout(options);
  };
  const stopQuestionOnSessionEnd = sessionStore.subscribe((state) => {
    if (!state.authorized) leaveGuard.cancel();
  });
  const session = createSessionService(sessionStore, () => void signOut());
  const services: ShellServices = {
    api,
    session,
    events,
    navigation: { navigate: navigation.navigate, href: navigation.href, holdLeave: leaveGuard.hold },
    drafts: { keep: drafts.keep, read: drafts.read, drop: drafts.drop, keptHere: drafts.keptHere },
  };
  // A signed-in page's first screen needs the profile (organization, roles): asked for now, beside the
  // frame's code, rather than once the frame has rendered (RequireAuth asks for it after a sign-in).
  if (sessionStore.getState().authorized) void loadProfile(api, sessionStore);
  // The loader's code comes on first use, /auth never asks for it. A signed-in load has started it already, with
  // the page's remotes (index.ts, federation/early-remote-start.ts): that one is adopted, or made anew if it failed.
  const early = options.fetchRemoteList ? null : adoptEarlyRemoteStart();
  const loader = deferRemoteLoader(early?.registry ?? createModuleRegistry(), (registry) => {
    const fresh = () => import('../federation/remote-loader').then((m) => m.createRemoteLoader({ fetchList: options.fetchRemoteList, registry }));
    // Asked again only after a failure, and a failed early start stays failed: a retry then makes a new one.
    return early ? early.loader.catch(fresh) : fresh();
  });
  const router = (options.createRouter ?? createBrowserRouter)(appRoutes);
  navigation.attach(router);

  // The token's age and the other tabs («Выйти» there ends the session here too), watched once signed in.
  const stopSignedInWatch = whenSignedIn(sessionStore, () =>
    import(/* webpackChunkName: "signed-in-watch" */ '../session/signed-in-watch').then((m) =>
      m.watchSignedIn(sessionStore, sessionStorageArea, unauthorized, events),
    ),
  );
  // The frame's code only. Chakra's entries built on zag machines (tooling/webpack.js) are in no list's or home
  // page's first code: the header's popovers, the page buttons and the worklist's moves load them after the rows,
  // the permit page with its own chunk. Fetched here, they shared a phone's slow network with the code the rows wait for.
  const stopFramePreload = preloadFrame(sessionStore, [AppLayout.preload, SectionArea.preload]);
  const stopPreload = preloadRemotes(sessionStore, loader, typeof window === 'undefined' ? null : window.location.pathname);
  prefetchSectionData(sessionStore, loader, services, typeof window === 'undefined' ? null : window.location);

  return {
    services,
    sessionStore,
    navigation,
    loader,
    logout: signOut,
    router,
    connection,
    leaveGuard,
    dispose() {
      drafts.dispose();
      stopQuestionOnSessionEnd();
      stopSignedInWatch();
      stopOfflineCacheClear();
      stopPreload();
      stopFramePreload();
      router.dispose();
    },
  };
}
