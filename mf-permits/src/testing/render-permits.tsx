import { renderRemote, type FakeServices } from '@permit/dev-kit/testing';
import { useRefreshOnPermitChanged } from '../api/permits/permit-changed';
import { PERMITS_BASE_PATH } from '../app/nav-items';
import { PermitRouteTable } from '../app/permit-route-table';

/** What the remote's routes add around the table (app/permits-routes.tsx): a change announced in the portal re-reads the open permit. */
function PermitChangeListener() {
  useRefreshOnPermitChanged();
  return null;
}

/**
 * Mounts the remote's routes under /nd/* as the shell does; signed in with a loaded profile by default. With
 * `refreshOnChange`, a `nd.changed` event re-reads the permit views, as in the remote.
 */
export function renderPermits(route: string, fake?: FakeServices, { refreshOnChange = false }: { refreshOnChange?: boolean } = {}) {
  return renderRemote(
    <>
      {refreshOnChange && <PermitChangeListener />}
      <PermitRouteTable />
    </>,
    { basePath: PERMITS_BASE_PATH, route, fake },
  );
}
