import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { fill } from '../../../testing/fill';
import { renderAdmin } from '../../../testing/render-admin';

const TYPE = { id: 3, type: 'Огневые работы', description: 'Сварка', printform: null, route: ['ISSUANCER'] };

function bodies(call: unknown, endpoint: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => (input as { body: unknown }).body);
}

function adminFake() {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.organizations.listAll, [{ id: 1, name: 'АО «Север»', inn: '7700000000', workShifts: [] }]);
  fake.fake.reply(endpoints.catalogues.workshifts.list, []);
  fake.fake.reply(endpoints.catalogues.typeNd.list, []);
  fake.fake.reply(endpoints.catalogues.typeNd.get, TYPE);
  fake.fake.reply(endpoints.catalogues.typeNd.save, TYPE);
  return fake;
}

afterEach(() => jest.restoreAllMocks());

describe('work shift form', () => {
  it('sends HH:mm and the same times as [hour, minute] pairs, unshifted in any zone (Moscow +3 here), so they read back as written', async () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180);
    const fake = adminFake();
    fake.fake.reply(endpoints.catalogues.workshifts.save, {
      id: 1,
      organizationId: 1,
      organization_detail: { id: 1, name: 'АО «Север»' },
      time_start: '08:00',
      time_end: '22:30',
      timeStart: [8, 0],
      timeEnd: [22, 30],
    });
    renderAdmin('/admin/workshifts/add', fake);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Организация/ }), 'АО «Север»');
    // Typed as on a phone's numeric keypad, which has no colon: the field puts it in.
    await userEvent.type(screen.getByLabelText(/Начало смены/), '0800');
    expect(screen.getByLabelText(/Начало смены/)).toHaveValue('08:00');
    expect(screen.getByLabelText(/Начало смены/)).toHaveAttribute('inputMode', 'numeric');
    fireEvent.change(screen.getByLabelText(/Окончание смены/), { target: { value: '22:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('heading', { name: 'Рабочие смены' });
    expect(bodies(fake.services.api.call, endpoints.catalogues.workshifts.save)).toEqual([
      { organizationId: 1, time_start: '08:00', time_end: '22:30', timeStart: [8, 0], timeEnd: [22, 30] },
    ]);
  });
});

describe('permit type form', () => {
  it('edits the approval route in order: add, move up, remove', async () => {
    const fake = adminFake();
    renderAdmin('/admin/type/3', fake);

    const route = await screen.findByRole('group', { name: 'Маршрут согласования' });
    expect(within(route).queryByRole('option', { name: 'Администратор' })).not.toBeInTheDocument();
    expect(within(route).queryByRole('option', { name: 'Создатель' })).not.toBeInTheDocument();
    const next = within(route).getByRole('combobox', { name: 'Следующий шаг' });
    await userEvent.selectOptions(next, 'Подготовитель');
    await userEvent.click(within(route).getByRole('button', { name: 'Добавить шаг' }));
    await userEvent.selectOptions(next, 'Утверждающий');
    await userEvent.click(within(route).getByRole('button', { name: 'Добавить шаг' }));
    await userEvent.click(within(route).getByRole('button', { name: 'Выше: Подготовитель' }));
    await userEvent.click(within(route).getByRole('button', { name: 'Убрать: Утверждающий' }));
    expect(
      within(within(route).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Подготовитель↑↓×', '2. Выдающий НД↑↓×']);
    // Without the approver the route is refused beside the field, and nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(route).findByText('В маршруте нужны «Выдающий НД» и «Утверждающий»')).toBeInTheDocument();
    expect(bodies(fake.services.api.call, endpoints.catalogues.typeNd.save)).toEqual([]);
    await userEvent.selectOptions(next, 'Утверждающий');
    await userEvent.click(within(route).getByRole('button', { name: 'Добавить шаг' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('heading', { name: 'Виды наряд-допусков' });
    expect(bodies(fake.services.api.call, endpoints.catalogues.typeNd.save)).toEqual([
      { id: 3, type: 'Огневые работы', description: 'Сварка', route: ['PREPARATOR', 'ISSUANCER', 'APPROVER'] },
    ]);
  });

  it('uploads a print form as multipart on the edit form', async () => {
    const fake = adminFake();
    fake.fake.reply(endpoints.lookups.uploadPrintForm, { ...TYPE, printform: 'form.docx' });
    renderAdmin('/admin/type/3', fake);

    const file = new File(['x'], 'form.docx', { type: 'application/octet-stream' });
    await userEvent.upload(await screen.findByLabelText('Файл печатной формы'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));

    expect(await screen.findByText('Печатная форма загружена')).toBeInTheDocument();
    const [input] = (fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.lookups.uploadPrintForm).map(([, i]) => i);
    expect(input.query).toEqual({ typeNdID: 3, name: 'form.docx' });
    expect(input.body).toBeInstanceOf(FormData);
    expect((input.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('is not offered on the create form (the type needs an id first)', async () => {
    renderAdmin('/admin/type/add', adminFake());
    await fill(screen.getByLabelText(/Вид наряд-допуска/), 'Новый');
    expect(screen.queryByLabelText('Файл печатной формы')).not.toBeInTheDocument();
  });
});
