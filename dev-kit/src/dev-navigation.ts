import type { NavigationService } from '@permit/shared-contracts';
import type { NavigateFunction } from 'react-router-dom';

export interface DevNavigation extends NavigationService {
  /** The router's navigate function exists only inside the router, so it is bound after mount. */
  bind(navigate: NavigateFunction | null): void;
}

export function createDevNavigation(): DevNavigation {
  let navigateFn: NavigateFunction | null = null;
  return {
    navigate(path, options) {
      if (navigateFn) void navigateFn(path, { replace: options?.replace });
      else window.location.assign(path);
    },
    href: (path) => path,
    bind(navigate) {
      navigateFn = navigate;
    },
  };
}
