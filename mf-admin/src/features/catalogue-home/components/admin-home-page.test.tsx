import { act, screen, within } from '@testing-library/react';
import { createFakeServices, signedInSnapshot, testSessionUser } from '@permit/dev-kit/testing';
import { renderAdmin } from '../../../testing/render-admin';

describe('admin home', () => {
  it('lists the 13 catalogues, each linking to its list', () => {
    renderAdmin('/admin');
    const list = screen.getByRole('list', { name: 'Справочники' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(within(list).getByRole('link', { name: 'Виды наряд-допусков' })).toHaveAttribute('href', '/admin/type');
    expect(within(list).getByRole('link', { name: 'Средства индивидуальной защиты' })).toHaveAttribute('href', '/admin/siz');
  });

  it('refuses a user without the ADMIN role', () => {
    const fake = createFakeServices(signedInSnapshot(['CREATOR', 'EXECUTOR']));
    renderAdmin('/admin', fake);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет доступа к этому разделу');
    expect(screen.queryByRole('list', { name: 'Справочники' })).not.toBeInTheDocument();
  });

  it('refuses a catalogue list as well, without calling the API', () => {
    const fake = createFakeServices(signedInSnapshot(['CREATOR']));
    renderAdmin('/admin/places', fake);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет доступа к этому разделу');
    expect(fake.services.api.call).not.toHaveBeenCalled();
  });

  it('waits for the roles instead of refusing while the profile is loading', () => {
    const fake = createFakeServices({ authorized: true, user: testSessionUser(), profile: null, roles: [] });
    renderAdmin('/admin', fake);
    expect(screen.getByRole('status')).toHaveTextContent('Проверка прав доступа');

    act(() => fake.session.set(signedInSnapshot(['ADMIN'])));

    expect(screen.getByRole('list', { name: 'Справочники' })).toBeInTheDocument();
  });
});
