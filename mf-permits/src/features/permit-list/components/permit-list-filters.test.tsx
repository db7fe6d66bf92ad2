import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type NdListRow } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';

const me = { id: 11, family: 'Иванов', name: 'Иван', surname: '', email: 'ivanov@example.ru', profession: 'Мастер' };
const other = { ...me, id: 12, family: 'Петров', email: 'petrov@example.ru' };

function row(id: number, overrides: Partial<NdListRow> = {}): NdListRow {
  return {
    id,
    status: 'DRAFT',
    numberPaperNd: '',
    contentWorks: [],
    contentWorksHand: 'Покраска',
    place_detail: { id: 2, place: 'Резервуарный парк' },
    type_detail: null,
    datetimeStart: '',
    datetimeEnd: '',
    creator_detail: me,
    ...overrides,
  };
}

function lastSearch(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.search).at(-1)?.[1];
}

function setup(rows: NdListRow[] = [row(1)]) {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.search, { data: rows, count: rows.length });
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [
    { id: 2, type: 'Огневые работы', description: '', printform: null, route: ['ISSUANCER', 'APPROVER'] },
  ]);
  fake.fake.reply(endpoints.catalogues.placesWorks.listAll, [{ id: 9, place: 'Цех 1', description: '' }]);
  fake.fake.reply(endpoints.catalogues.sections.listAll, [
    { id: 4, section: 'Участок 4', description: '', organization: 7, organizationDetail: { id: 7, name: 'АО' } },
  ]);
  fake.fake.reply(endpoints.users.listAllByRole, [
    { ...other, username: other.email, phone: '1', qualification: '', organization: null, section: null, roles: [] },
  ]);
  fake.fake.reply(endpoints.favourites.listAll, [{ id: 1, nd_detail: row(2) }]);
  return fake;
}

describe('permit list filters and row actions', () => {
  it('sends every filter in its wire form when «Найти» is pressed', async () => {
    const fake = setup();
    renderPermits('/nd', fake);
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Номер'), '42');
    await user.selectOptions(await screen.findByLabelText('Вид наряда-допуска'), 'Огневые работы');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Петров Иван' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Создатель'), 'Петров Иван');
    await user.type(screen.getByLabelText('Начало с'), '01.03.2025');
    await user.type(screen.getByLabelText('Начало по'), '31.03.2025');
    await user.selectOptions(screen.getByLabelText('Отдел'), 'Участок 4');
    await user.selectOptions(screen.getByLabelText('Место проведения работ'), 'Цех 1');
    await user.selectOptions(screen.getByLabelText('Статус'), 'На рассмотрении');
    // The primary button's colours come from the palette attribute (filter-bar-css.ts).
    expect(screen.getByRole('button', { name: 'Найти' })).toHaveAttribute('data-palette', 'blue');
    await user.click(screen.getByRole('button', { name: 'Найти' }));

    await waitFor(() =>
      expect(lastSearch(fake.services.api.call)).toMatchObject({
        params: { page: 0, size: 20 },
        query: {
          numberPaperNd: '42',
          type: 2,
          creator: 12,
          date_start: '2025-03-01 00:00',
          date_end: '2025-03-31 23:59',
          section: 4,
          place: 9,
          status: 'ON_ACCEPTANCE',
          organization: 7,
        },
      }),
    );
  });

  it('shows the filter form at once on a wide screen, without the phone toggle, and keeps what was typed as the lists arrive', async () => {
    const fake = setup();
    renderPermits('/nd', fake);
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Фильтры' });
    expect(screen.queryByRole('button', { name: 'Фильтры' })).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Номер'), '7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Цех 1' })).toBeInTheDocument());
    expect(within(form).getByLabelText('Номер')).toHaveValue('7');
    expect(within(form).getByRole('button', { name: 'Календарь: с даты' })).toHaveAttribute('type', 'button');
  });

  it('refuses a malformed date with a Russian message and sends nothing', async () => {
    const fake = setup();
    renderPermits('/nd', fake);
    await screen.findByRole('table');
    const before = (fake.services.api.call as jest.Mock).mock.calls.length;

    await userEvent.type(screen.getByLabelText('Начало с'), '31.02.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));

    expect(await screen.findByText('Введите дату в формате дд.мм.гггг')).toBeInTheDocument();
    // A screen reader hears the field as invalid and reads the message with it.
    const from = screen.getByLabelText('Начало с');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Введите дату в формате дд.мм.гггг');
    expect(screen.getByLabelText('Начало по')).not.toHaveAttribute('aria-invalid');
    expect(lastSearch(fake.services.api.call)).toMatchObject({ query: { date_start: '!' } });
    expect((fake.services.api.call as jest.Mock).mock.calls.length).toBe(before);
  });

  it('narrows to the user as creator with «Ваши» and has no status field on a status list', async () => {
    const fake = setup();
    renderPermits('/nd/draft', fake);
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Статус')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Показывать'), 'Ваши');

    await waitFor(() => expect(lastSearch(fake.services.api.call)).toMatchObject({ query: { creator: 11, organization: 0, status: 'DRAFT' } }));
  });

  it('offers «Изменить» only to the creator of an editable permit, and copy and view on every row', async () => {
    const fake = setup([row(1), row(2, { status: 'IN_WORK' }), row(3, { creator_detail: other })]);
    renderPermits('/nd', fake);
    await screen.findByRole('table');

    expect(screen.getByRole('link', { name: 'Изменить наряд-допуск № 1' })).toHaveAttribute('href', '/nd/edit/1');
    expect(screen.queryByRole('link', { name: 'Изменить наряд-допуск № 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Изменить наряд-допуск № 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Копировать наряд-допуск № 3' })).toHaveAttribute('href', '/nd/copy/3');
    expect(screen.getByRole('link', { name: 'Просмотр наряд-допуска № 2' })).toHaveAttribute('href', '/nd/show/2');
  });

  it('adds to and removes from favourites by the permit id', async () => {
    const fake = setup([row(1), row(2)]);
    renderPermits('/nd', fake);
    fake.fake.reply(endpoints.favourites.save, { id: 5, nd_detail: row(1) });
    fake.fake.reply(endpoints.favourites.delete, { ok: true });

    const add = await screen.findByRole('button', { name: 'Добавить наряд-допуск № 1 в избранное' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.favourites.save, { query: { nd_id: 1 } });

    const remove = screen.getByRole('button', { name: 'Убрать наряд-допуск № 2 из избранного' });
    await userEvent.click(remove);
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.favourites.delete, { params: { id: 2 } });
  });

  it('asks for every row at once with «Показать все»', async () => {
    const fake = setup();
    renderPermits('/nd', fake);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('switch', { name: 'Показать все' }));

    await waitFor(() => expect(lastSearch(fake.services.api.call)).toMatchObject({ params: { page: 0, size: 10000000 } }));
    expect(screen.getByRole('switch', { name: 'Показать все' })).toBeChecked();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});
