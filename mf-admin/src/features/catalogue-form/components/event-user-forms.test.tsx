import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { fill } from '../../../testing/fill';
import { renderAdmin } from '../../../testing/render-admin';

const TYPES = [
  { id: 1, type: 'Огневые работы', description: '', printform: null, route: [] },
  { id: 2, type: 'Работы на высоте', description: '', printform: null, route: [] },
];
const ORGS = [
  { id: 1, name: 'АО «Север»', inn: '7700000000', workShifts: [] },
  { id: 2, name: 'ООО «Юг»', inn: '7700000001', workShifts: [] },
];
const section = (id: number, org: number) => ({
  id,
  section: `Отдел ${id}`,
  description: '',
  organization: org,
  organizationDetail: { id: org, name: ORGS[org - 1]!.name },
});

function bodies(call: unknown, endpoint: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => (input as { body: unknown }).body);
}

function adminFake() {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, TYPES);
  fake.fake.reply(endpoints.catalogues.events.list, []);
  fake.fake.reply(endpoints.catalogues.organizations.listAll, ORGS);
  fake.fake.reply(endpoints.catalogues.sections.listAll, [section(10, 1), section(20, 2)]);
  fake.fake.reply(endpoints.lookups.sectionsByOrganization, (input: unknown) => {
    const { id } = (input as { params: { id: number } }).params;
    return id === 2 ? [section(20, 2)] : [section(10, 1)];
  });
  fake.fake.reply(endpoints.users.list, []);
  fake.fake.reply(endpoints.users.count, 0);
  return fake;
}

describe('events form', () => {
  it("requires the searchable choice 'Вид наряда-допуска' and sends type_nd from it", async () => {
    const fake = adminFake();
    fake.fake.reply(endpoints.catalogues.events.save, {
      id: 5,
      event_name: 'Замер',
      description: 'Газ',
      type_nd: 2,
      type_detail: { id: 2, type: 'Работы на высоте' },
    });
    renderAdmin('/admin/events/add', fake);

    const choice = await screen.findByRole('combobox', { name: 'Вид наряда-допуска' });
    await fill(screen.getByLabelText(/Контрольное мероприятие/), 'Замер');
    await fill(screen.getByLabelText(/Описание/), 'Газ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле «Вид наряда-допуска» обязательно')).toBeInTheDocument();

    await userEvent.type(choice, 'выс');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Огневые работы' })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Работы на высоте' }));
    await waitFor(() => expect(screen.queryByText('Поле «Вид наряда-допуска» обязательно')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('heading', { name: 'Контрольные мероприятия' });
    expect(bodies(fake.services.api.call, endpoints.catalogues.events.save)).toEqual([{ event_name: 'Замер', description: 'Газ', type_nd: 2 }]);
  });

  it('edit shows the loaded type in the choice', async () => {
    const fake = adminFake();
    fake.fake.reply(endpoints.catalogues.events.get, {
      id: 5,
      event_name: 'Замер',
      description: 'Газ',
      type_nd: 1,
      type_detail: { id: 1, type: 'Огневые работы' },
    });
    renderAdmin('/admin/events/5', fake);
    expect(await screen.findByRole('combobox', { name: 'Вид наряда-допуска' })).toHaveValue('Огневые работы');
    // The chosen label in the input does not hide the other types when the list is opened.
    await userEvent.click(screen.getByRole('button', { name: 'Показать варианты' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(2);
  });
});

describe('users form', () => {
  it('offers the assignable roles (never «Пользователь») and sections of the chosen organization', async () => {
    const fake = adminFake();
    fake.fake.reply(endpoints.users.register, {
      id: 30,
      family: 'Петров',
      name: 'Пётр',
      surname: '',
      email: 'petrov@demo.ru',
      username: 'petrov@demo.ru',
      phone: '+7 900 000-00-01',
      profession: 'Слесарь',
      qualification: '5 разряд',
      organization: { id: 2, name: 'ООО «Юг»' },
      section: { id: 20, section: 'Отдел 20' },
      roles: [{ id: 3, name: 'CREATOR' }],
    });
    renderAdmin('/admin/users/add', fake);

    const roles = screen.getByRole('group', { name: /Роли/ });
    expect(within(roles).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(roles).queryByRole('checkbox', { name: 'Пользователь' })).not.toBeInTheDocument();

    await fill(screen.getByLabelText(/Фамилия/), 'Петров');
    await fill(screen.getByLabelText(/^Имя/), 'Пётр');
    await fill(screen.getByLabelText(/Электронная почта/), 'petrov@demo.ru');
    await fill(screen.getByLabelText(/Телефон/), '+7 900 000-00-01');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Организация/ }), 'ООО «Юг»');
    const sectionSelect = await screen.findByRole('combobox', { name: /Отдел/ });
    await waitFor(() => expect(within(sectionSelect).queryByRole('option', { name: 'Отдел 10' })).not.toBeInTheDocument());
    await userEvent.selectOptions(sectionSelect, 'Отдел 20');
    await fill(screen.getByLabelText(/Профессия/), 'Слесарь');
    await fill(screen.getByLabelText(/Квалификация/), '5 разряд');
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Создатель' }));
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Исполнитель' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('heading', { name: 'Пользователи' });
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.lookups.sectionsByOrganization, { params: { id: 2 } }, expect.anything());
    expect(bodies(fake.services.api.call, endpoints.users.register)).toEqual([
      expect.objectContaining({
        create: true,
        email: 'petrov@demo.ru',
        username: 'petrov@demo.ru',
        organization: 2,
        section: 20,
        roles: ['CREATOR', 'EXECUTOR'],
      }),
    ]);
  }, 15_000);
});
