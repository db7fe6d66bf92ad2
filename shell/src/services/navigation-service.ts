import type { NavigationService } from '@permit/shared-contracts';

/** What the service needs from react-router's data router (createBrowserRouter / createMemoryRouter). */
export interface RouterHandle {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string; hash: string } };
}

export interface ShellNavigation extends NavigationService {
  /** The current path with query and hash, for return links. */
  currentPath(): string;
  attach(router: RouterHandle): void;
}

function absolute(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Navigation for code outside React (the HTTP rules, logout) and for remotes. The router is attached
 * after it is created, because the router's screens themselves receive these services.
 */
export function createNavigationService(): ShellNavigation {
  let router: RouterHandle | null = null;
  return {
    attach(next) {
      router = next;
    },
    navigate(path, options) {
      if (!router) {
        console.warn(`[shell] Переход на ${path} до создания маршрутизатора`);
        return;
      }
      void router.navigate(absolute(path), options);
    },
    href: absolute,
    currentPath() {
      if (!router) return '/';
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  };
}
