import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteModule } from '@permit/shared-contracts';
import { PERMITS_BASE_PATH, permitsNavItems } from './app/nav-items';
import { PermitsRoutes } from './app/permits-routes';
import { WorklistSlot } from './app/worklist-slot';

/** The module this remote exposes (`mf_permits/module`); the shell reads everything it needs from it (beside it, `./prefetch` only starts a list's data early). */
const permitsModule: RemoteModule = {
  name: REMOTE_NAMES.permits,
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  basePath: PERMITS_BASE_PATH,
  navItems: permitsNavItems,
  Routes: PermitsRoutes,
  // «Мои задачи» on the shell's home page: the shell renders it from here, never importing this remote's source.
  slots: { 'home.widgets': WorklistSlot },
};

export default permitsModule;
