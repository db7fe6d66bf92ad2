import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteModule } from '@permit/shared-contracts';
import { NotificationsSlot } from './app/notifications-slot';
import { StatusCountsSlot } from './app/status-counts-slot';

/** The one module this remote exposes (`mf_notifications/module`): header widgets only, no routes. */
const notificationsModule: RemoteModule = {
  name: REMOTE_NAMES.notifications,
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  navItems: [],
  slots: {
    'header.notifications': NotificationsSlot,
    'header.statusCounts': StatusCountsSlot,
  },
};

export default notificationsModule;
