import type { ComponentType } from 'react';
import type { ApiClient } from '../http/api-client';
import type { EventName, EventPayloads } from '../events';
import type { SessionUser, User } from '../schemas/auth';
import type { RoleName } from '../roles';

/** The signed-in user as a remote sees it: the stored session plus the full user record. */
export interface SessionSnapshot {
  authorized: boolean;
  user: SessionUser | null;
  /** Organization, section and roles from GET /api/users/getUserById; null until loaded. */
  profile: User | null;
  roles: RoleName[];
}

export interface SessionService {
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  logout(): void;
}

export interface EventBus {
  emit<N extends EventName>(name: N, payload: EventPayloads[N]): void;
  on<N extends EventName>(name: N, handler: (payload: EventPayloads[N]) => void): () => void;
}

export interface NavigationService {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Absolute path of a portal route, e.g. href('/nd/show/5'). */
  href(path: string): string;
  /**
   * While `unsaved()` answers true, a move inside the portal, «Выйти», a reload or a closed tab asks the user first
   * (the shell's question). Returns the release. Optional: shells before contract 1.2 lack it.
   */
  holdLeave?(unsaved: () => boolean): () => void;
}

/**
 * What a form keeps when the session ends under it (a 401, an expired token): the same user gets it back after
 * signing in again in the same tab. Another user's sign-in and «Выйти» discard it. Values come back as stored
 * JSON, for the remote to validate.
 */
export interface DraftService {
  /** Stores the value under the key for the user whose session is ending or current; ignored when there is none. */
  keep(key: string, value: unknown): void;
  /** The signed-in user's value under the key, if kept and not older than a working day. */
  read(key: string): unknown;
  /**
   * Whether the value under the key was kept in this tab: a reload keeps the tab, a duplicated tab (which the browser
   * gives a copy of the kept drafts) is another. Optional: shells before it lack it, and their drafts count as here.
   */
  keptHere?(key: string): boolean;
  drop(key: string): void;
}

/** The services the shell passes to every remote (the only way a remote reaches HTTP or the session). */
export interface ShellServices {
  api: ApiClient;
  session: SessionService;
  events: EventBus;
  navigation: NavigationService;
  /** Optional: shells before contract 1.2 lack it. */
  drafts?: DraftService;
}

export interface RemoteProps {
  services: ShellServices;
  /** The absolute path under which the remote's routes live, e.g. '/nd'. */
  basePath: string;
}

/** The address a page load opened inside a remote's section, for the remote's data prefetch. */
export interface RemotePrefetchContext extends RemoteProps {
  pathname: string;
  search: string;
  /**
   * The signed-in user's profile as the shell kept it from an earlier load, while this load's own is still on
   * its way; given only when it is the same user's. A prefetch may start from it, and must drop what it started
   * when the confirmed profile (services.session) turns out to ask for other data.
   */
  cachedProfile?: User;
}

/**
 * The default export of a remote's optional `./prefetch` expose (a small chunk apart from `./module`). On a page
 * load inside the remote's section the shell calls it as soon as the remote's entry has loaded, so the screen's
 * first data and its code travel in parallel. It only starts requests through `services.api` (validated there);
 * the remote's screens take the answers when they ask for exactly the same data, and ask anew otherwise.
 */
export type RemotePrefetch = (context: RemotePrefetchContext) => void;

export interface NavItem {
  label: string;
  /** Absolute portal path. */
  path: string;
  group?: string;
  /** Show only to users with one of these roles. */
  roles?: RoleName[];
}

/** Header slots the shell renders remote components into. */
export type SlotName = 'header.notifications' | 'header.statusCounts' | 'home.widgets';

/** What each remote's single exposed module (`./module`) exports as default. */
export interface RemoteModule {
  name: string;
  version: string;
  /** The shared-contracts version the remote was built against; the shell checks the major. */
  contractVersion: string;
  /** The base path the remote serves, when it has routes ('/nd', '/admin'). */
  basePath?: string;
  navItems: NavItem[];
  Routes?: ComponentType<RemoteProps>;
  slots?: Partial<Record<SlotName, ComponentType<RemoteProps>>>;
}

/** One entry of /remotes.json. */
export interface RemoteListEntry {
  name: string;
  entry: string;
}
