import { renderRemote, type FakeServices } from '@permit/dev-kit/testing';
import { PERMITS_BASE_PATH } from '../app/nav-items';
import { PermitRouteTable } from '../app/permit-route-table';

/** Mounts the remote's routes under /nd/* as the shell does; signed in with a loaded profile by default. */
export function renderPermits(route: string, fake?: FakeServices) {
  return renderRemote(<PermitRouteTable />, { basePath: PERMITS_BASE_PATH, route, fake });
}
