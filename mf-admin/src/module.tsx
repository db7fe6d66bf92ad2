import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteModule } from '@permit/shared-contracts';
import { AdminRoutes } from './app/admin-routes';
import { ADMIN_BASE_PATH, adminNavItems } from './app/nav-items';

/** The one module this remote exposes (`mf_admin/module`). */
const adminModule: RemoteModule = {
  name: REMOTE_NAMES.admin,
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  basePath: ADMIN_BASE_PATH,
  navItems: adminNavItems,
  Routes: AdminRoutes,
};

export default adminModule;
