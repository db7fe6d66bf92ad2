import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ALL_ROWS_SIZE, endpoints } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

function place(id: number) {
  return { id, place: `Площадка ${id}`, description: `Описание ${id}` };
}

function listCalls(call: unknown, endpoint: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => input);
}

describe('catalogue list', () => {
  it('shows the definition columns for a page of 20 from the area list, counting rows with the full list', async () => {
    const { services } = renderAdminWithPlaces(45);

    const table = await screen.findByRole('table', { name: 'Места проведения работ' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Место проведения работ', 'Описание', 'Действия']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(await screen.findByText('Всего: 45')).toBeInTheDocument();
    expect(listCalls(services.api.call, endpoints.catalogues.placesWorks.list)).toEqual(
      expect.arrayContaining([{ params: { page: 0, size: 20 } }, { params: { page: 0, size: ALL_ROWS_SIZE } }]),
    );
  });

  it('a page past the end (its last rows deleted, an old link) says so and leads back, not «Записей нет»', async () => {
    renderAdminWithPlaces(20, '/admin/places?page=2');
    expect(await screen.findByText('На странице 2 записей нет')).toBeInTheDocument();
    expect(screen.queryByText('Записей нет')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'К первой странице' }));
    expect(await screen.findByText('Площадка 1')).toBeInTheDocument();
  });

  it('an empty catalogue says «Записей нет» on any page', async () => {
    renderAdminWithPlaces(0, '/admin/places?page=3');
    expect(await screen.findByText('Записей нет')).toBeInTheDocument();
    expect(screen.queryByText(/На странице 3/)).not.toBeInTheDocument();
  });

  it('asks for the next page zero-based when the user pages', async () => {
    const { services } = renderAdminWithPlaces(45);
    await screen.findByText('Всего: 45');

    await userEvent.click(await screen.findByRole('button', { name: 'Следующая страница' }));

    expect(await screen.findByText('Площадка 21')).toBeInTheDocument();
    expect(listCalls(services.api.call, endpoints.catalogues.placesWorks.list)).toContainEqual({ params: { page: 1, size: 20 } });
  });

  it('keeps the rows when the count fails, says so in Russian and asks for the count again on «Повторить»', async () => {
    const fake = createFakeServices(signedInSnapshot(['ADMIN']));
    const all = Array.from({ length: 45 }, (_, i) => place(i + 1));
    let countFails = true;
    fake.fake.reply(endpoints.catalogues.placesWorks.list, (input: unknown) => {
      const { page, size } = (input as { params: { page: number; size: number } }).params;
      // Areas are counted with the full list; only that call fails here.
      if (size === ALL_ROWS_SIZE && countFails) throw new Error('ошибка сервера');
      return all.slice(page * size, page * size + size);
    });
    renderAdmin('/admin/places', fake);

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось узнать число записей');
    expect(within(screen.getByRole('table', { name: 'Места проведения работ' })).getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByText(/^Всего:/)).not.toBeInTheDocument();

    countFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByText('Всего: 45')).toBeInTheDocument();
    expect(screen.queryByText('Не удалось узнать число записей')).not.toBeInTheDocument();
  });

  it('still pages forward and back while the count cannot be had', async () => {
    const fake = createFakeServices(signedInSnapshot(['ADMIN']));
    const all = Array.from({ length: 25 }, (_, i) => place(i + 1));
    fake.fake.reply(endpoints.catalogues.placesWorks.list, (input: unknown) => {
      const { page, size } = (input as { params: { page: number; size: number } }).params;
      if (size === ALL_ROWS_SIZE) throw new Error('ошибка сервера');
      return all.slice(page * size, page * size + size);
    });
    renderAdmin('/admin/places', fake);
    await screen.findByText('Не удалось узнать число записей');
    expect(await screen.findByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));

    expect(await screen.findByText('Площадка 21')).toBeInTheDocument();
    // Five rows on a page of twenty: the last page.
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(await screen.findByText('Площадка 1')).toBeInTheDocument();
  });

  it('formats users: full name, e-mail as login, role labels or «Роли не назначены»', async () => {
    const fake = createFakeServices(signedInSnapshot(['ADMIN']));
    const user = {
      id: 5,
      family: 'Сидорова',
      name: 'Анна',
      surname: '',
      email: 'sidorova@example.ru',
      username: 'sidorova@example.ru',
      phone: '+7 900 000-00-05',
      profession: 'Инженер',
      qualification: 'Первая',
      organization: null,
      section: null,
      roles: [],
    };
    fake.fake.reply(endpoints.users.list, [user, { ...user, id: 6, roles: [{ id: 1, name: 'ADMIN' }] }]);
    fake.fake.reply(endpoints.users.count, 2);
    renderAdmin('/admin/users', fake);

    const table = await screen.findByRole('table', { name: 'Пользователи' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Сидорова Анна');
    expect(first).toHaveTextContent('sidorova@example.ru');
    expect(first).toHaveTextContent('Роли не назначены');
    expect(second).toHaveTextContent('Администратор');
  });

  it('says in Russian that the server does not serve a catalogue yet (404)', async () => {
    renderAdmin('/admin/siz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Справочник пока недоступен на сервере');
  });

  it('shows not-found for an unknown catalogue name', () => {
    renderAdmin('/admin/unknown');
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});

function renderAdminWithPlaces(total: number, path = '/admin/places') {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  const all = Array.from({ length: total }, (_, i) => place(i + 1));
  fake.fake.reply(endpoints.catalogues.placesWorks.list, (input: unknown) => {
    const { page, size } = (input as { params: { page: number; size: number } }).params;
    return all.slice(page * size, page * size + size);
  });
  return renderAdmin(path, fake);
}
