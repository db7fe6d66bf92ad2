import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ApiError, endpoints } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

const PLACES = [
  { id: 1, place: 'Цех № 1', description: 'Основной' },
  { id: 2, place: 'Резервуарный парк', description: 'Парк' },
];

function adminFake() {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.placesWorks.list, PLACES);
  fake.fake.reply(endpoints.catalogues.placesWorks.listAll, PLACES);
  fake.fake.reply(endpoints.catalogues.placesWorks.save, (input: unknown) => ({ id: 3, ...(input as { body: object }).body }));
  return fake;
}

function saveBodies(call: unknown, endpoint: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => (input as { body: unknown }).body);
}

describe('catalogue form (generic, from the definition)', () => {
  it('create: starts empty, counts fields, shows Russian required errors beside the fields', async () => {
    const fake = adminFake();
    renderAdmin('/admin/places/add', fake);

    expect(await screen.findByRole('heading', { name: 'Места проведения работ: новая запись' })).toBeInTheDocument();
    expect(screen.getByText('Полей: 2, заполнено: 0, с ошибками: 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Поле «Место проведения работ» обязательно')).toBeInTheDocument();
    expect(screen.getByText('Поле «Описание» обязательно')).toBeInTheDocument();
    expect(screen.getByLabelText(/Место проведения работ/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Место проведения работ/)).toHaveFocus();
    expect(screen.getByText('Полей: 2, заполнено: 0, с ошибками: 2')).toBeInTheDocument();
    expect(saveBodies(fake.services.api.call, endpoints.catalogues.placesWorks.save)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Место проведения работ/), 'Площадка 3');
    expect(screen.getByText('Полей: 2, заполнено: 1, с ошибками: 1')).toBeInTheDocument();
  });

  it('create: sends the fields without an id and returns to the list', async () => {
    const fake = adminFake();
    renderAdmin('/admin/places/add', fake);

    await userEvent.type(screen.getByLabelText(/Место проведения работ/), 'Площадка 3');
    await userEvent.type(screen.getByLabelText(/Описание/), 'Новая');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('table', { name: 'Места проведения работ' })).toBeInTheDocument();
    expect(saveBodies(fake.services.api.call, endpoints.catalogues.placesWorks.save)).toEqual([{ place: 'Площадка 3', description: 'Новая' }]);
  });

  it('holds the portal’s leave guard while the form differs from what was loaded, and not before', async () => {
    const fake = adminFake();
    renderAdmin('/admin/places/add', fake);
    const place = await screen.findByLabelText(/Место проведения работ/);
    expect(fake.leaveHeld()).toBe(false);
    await userEvent.type(place, 'Площадка 3');
    expect(fake.leaveHeld()).toBe(true);
    await userEvent.clear(place);
    expect(fake.leaveHeld()).toBe(false);
  });

  it('edit: fills from get/{id}, sends the id, and a select shows the loaded choice', async () => {
    const fake = adminFake();
    const section = { id: 4, section: 'Цех № 2', description: 'Ремонт', organization: 7, organizationDetail: { id: 7, name: 'АО «Север»' } };
    fake.fake.reply(endpoints.catalogues.sections.get, section);
    fake.fake.reply(endpoints.catalogues.organizations.listAll, [
      { id: 7, name: 'АО «Север»', inn: '7700000000', workShifts: [] },
      { id: 8, name: 'ООО «Юг»', inn: '7700000001', workShifts: [] },
    ]);
    fake.fake.reply(endpoints.catalogues.sections.save, section);
    fake.fake.reply(endpoints.catalogues.sections.list, [section]);
    renderAdmin('/admin/sections/4', fake);

    expect(await screen.findByRole('textbox', { name: 'Отдел' })).toHaveValue('Цех № 2');
    const organization = await screen.findByRole('combobox', { name: /Организация/ });
    await waitFor(() => expect(organization).toHaveValue('7'));
    expect(screen.getByText('Полей: 3, заполнено: 3, с ошибками: 0')).toBeInTheDocument();

    await userEvent.selectOptions(organization, 'ООО «Юг»');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('table', { name: 'Отделы' });
    expect(saveBodies(fake.services.api.call, endpoints.catalogues.sections.save)).toEqual([
      { id: 4, section: 'Цех № 2', organization: 8, description: 'Ремонт' },
    ]);
  });

  it('a failed save keeps what was typed and shows the server message', async () => {
    const fake = adminFake();
    fake.fake.reply(endpoints.catalogues.placesWorks.save, () => {
      throw new ApiError(409, 'CONFLICT', 'Такая запись уже существует');
    });
    renderAdmin('/admin/places/add', fake);

    await userEvent.type(screen.getByLabelText(/Место проведения работ/), 'Цех № 1');
    await userEvent.type(screen.getByLabelText(/Описание/), 'Дубль');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Такая запись уже существует');
    expect(screen.getByLabelText(/Место проведения работ/)).toHaveValue('Цех № 1');
    expect(screen.getByLabelText(/Описание/)).toHaveValue('Дубль');
  });

  it('shows a format error of the save schema beside its field (organization INN)', async () => {
    renderAdmin('/admin/organizations/add', adminFake());
    await userEvent.type(screen.getByLabelText(/Наименование/), 'ООО «Запад»');
    await userEvent.type(screen.getByLabelText(/ИНН/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле «ИНН»: 10 или 12 цифр')).toBeInTheDocument();
  });
});
