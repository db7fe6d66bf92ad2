import { createFakeServices, renderRemote, signedInSnapshot, type FakeServices } from '@permit/dev-kit/testing';
import { ADMIN_BASE_PATH } from '../app/nav-items';
import { AdminRouteTable } from '../app/admin-route-table';

/** Mounts the remote's routes under /admin/* as the shell does; an administrator by default, since every route needs ADMIN. */
export function renderAdmin(route: string, fake: FakeServices = createFakeServices(signedInSnapshot(['ADMIN']))) {
  return renderRemote(<AdminRouteTable />, { basePath: ADMIN_BASE_PATH, route, fake });
}
