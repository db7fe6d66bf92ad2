import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useRemote, useSession } from '../runtime';
import { createFakeServices } from './fake-services';
import { signedInSnapshot } from './fixtures';
import { renderRemote } from './render-remote';

function Where() {
  const { basePath } = useRemote();
  const { roles } = useSession();
  const { pathname } = useLocation();
  return <p>{`${pathname} в ${basePath}, роли: ${roles.join(', ')}`}</p>;
}

describe('renderRemote', () => {
  it('mounts a remote’s routes under its base path at the given URL', () => {
    renderRemote(<Where />, { basePath: '/admin', route: '/admin/places' });
    expect(screen.getByText('/admin/places в /admin, роли: CREATOR')).toBeInTheDocument();
  });

  it('renders a header slot outside any route, with the services the test brings', () => {
    renderRemote(<Where />, { fake: createFakeServices(signedInSnapshot(['ADMIN'])) });
    expect(screen.getByText('/ в /, роли: ADMIN')).toBeInTheDocument();
  });
});
