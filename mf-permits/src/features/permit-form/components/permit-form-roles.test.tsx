import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, type RoleName } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

const person = (id: number, family: string, role: RoleName) => ({
  id,
  family,
  name: 'Иван',
  surname: '',
  email: `u${id}@example.ru`,
  username: `u${id}@example.ru`,
  phone: '1',
  profession: '',
  qualification: '',
  organization: { id: 7, name: 'АО «Северный НПЗ»' },
  section: null,
  roles: [{ id: 1, name: role }],
});

function setup(roles: RoleName[] = ['CREATOR']) {
  const fake = createFakeServices(signedInSnapshot(roles, testProfile(roles)));
  fake.fake.reply(endpoints.nd.getById, testNd());
  fake.fake.reply(endpoints.users.listAllByRole, ({ params }: { params: { role: RoleName } }) =>
    params.role === 'APPROVER'
      ? [person(15, 'Утверждающев', 'APPROVER')]
      : params.role === 'EXECUTOR'
        ? [person(16, 'Исполнителев', 'EXECUTOR')]
        : [],
  );
  return fake;
}

const saveCalls = (call: unknown) => (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.save);

describe('permit form by role', () => {
  it('fixes the organization to the user’s own and sends it', async () => {
    const fake = setup();
    fake.fake.reply(endpoints.nd.save, testNd({ id: 77 }));
    renderPermits('/nd/add', fake);

    const organization = await screen.findByRole('textbox', { name: 'Организация' });
    expect(organization).toHaveValue('АО «Северный НПЗ»');
    expect(organization).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /Организация/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(saveCalls(fake.services.api.call)[0]?.[1].body).toMatchObject({ organization: 7 }));
  });

  it('offers in each participant picker only the users holding that field’s role', async () => {
    const fake = setup();
    renderPermits('/nd/add', fake);

    // The input is rendered anew once the list arrives.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Утверждающий/ })).toHaveAttribute('placeholder', 'Начните вводить'));
    const approver = screen.getByRole('combobox', { name: /Утверждающий/ });
    await userEvent.click(approver);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Утверждающев')]);
    for (const role of ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER', 'EXECUTOR', 'OBJECT_OWNER'])
      expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.users.listAllByRole, { params: { role } }, expect.anything());
  });

  it('tells a user who may not create that only a creator may, instead of a form the server would refuse', async () => {
    for (const route of ['/nd/add', '/nd/copy/42']) {
      const fake = setup(['EXECUTOR']);
      const { unmount } = renderPermits(route, fake);
      expect(await screen.findByRole('alert')).toHaveTextContent('Создавать наряд-допуски может только пользователь с ролью «Создатель»');
      expect(screen.getByRole('link', { name: 'К списку наряд-допусков' })).toHaveAttribute('href', '/nd');
      expect(screen.queryByRole('button', { name: 'Сохранить черновик' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says a permit to copy or edit that is not found (or another organization’s) is not found, with a link back', async () => {
    const fake = setup();
    fake.fake.fail(endpoints.nd.getById, 404, 'Объект не найден');
    renderPermits('/nd/copy/42', fake);

    expect(await screen.findByRole('heading', { name: 'Наряд-допуск не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку наряд-допусков' })).toHaveAttribute('href', '/nd');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
