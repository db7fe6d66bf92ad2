import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, testSessionUser } from '@permit/dev-kit/testing';
import { catalogueEndpoints, endpoints, EVENTS } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testListRow } from '../../../testing/nd-fixture';

const row = testListRow;

const EMPTY_FILTERS = {
  contentWorks: 0,
  numberPaperNd: '!',
  type: 0,
  userApprover: 0,
  userExecutor: 0,
  userIndustrialSafer: 0,
  userIssuancer: 0,
  userPreparator: 0,
  creator: 0,
  date_start: '!',
  date_end: '!',
  section: 0,
  place: 0,
};

function searchCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.search);
}

describe('permit list', () => {
  it('asks for the first page of the organization scope with the empty-filter conventions', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.search, { data: [row(1)], count: 1 });
    renderPermits('/nd', fake);

    await screen.findByRole('table', { name: 'Наряд-допуски' });
    expect(fake.services.api.call).toHaveBeenCalledWith(
      endpoints.nd.search,
      { params: { page: 0, size: 20 }, query: { ...EMPTY_FILTERS, status: '', organization: 7 } },
      expect.anything(),
    );
  });

  it("asks for the filters' reference lists only once the rows have come", async () => {
    const fake = createFakeServices(signedInSnapshot());
    let answer: (value: unknown) => void = () => undefined;
    fake.fake.reply(endpoints.nd.search, () => new Promise((resolve) => (answer = resolve)));
    renderPermits('/nd', fake);
    await waitFor(() => expect(searchCalls(fake.services.api.call)).toHaveLength(1));
    const lookups = () =>
      (fake.services.api.call as jest.Mock).mock.calls.filter(
        ([e]) => e === catalogueEndpoints.typeNd.listAll || e === endpoints.users.listAllByRole,
      );
    expect(lookups()).toHaveLength(0);

    act(() => answer({ data: [row(1)], count: 1 }));
    await screen.findByRole('table', { name: 'Наряд-допуски' });
    await waitFor(() => expect(lookups()).toHaveLength(2));
  });

  it('renders the list columns and one row per permit', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.search, { data: [row(1), row(2, { status: 'DRAFT', contentWorksHand: '' })], count: 2 });
    renderPermits('/nd', fake);

    const table = await screen.findByRole('table', { name: 'Наряд-допуски' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['№', 'Содержание работ', 'Место проведения работ', 'Плановое начало', 'Статус', 'Действия']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Огневые работы; Покраска')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Резервуарный парк')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('07.03.2025 08:05')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('В работе')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Черновик')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Просмотр/ })).toHaveAttribute('href', '/nd/show/1');
  });

  it('pages with 20 rows per page, showing page 1 first and sending the next page zero-based', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.search, (input: unknown) => {
      const page = (input as { params: { page: number } }).params.page;
      return { data: [row(page * 20 + 1)], count: 45 };
    });
    renderPermits('/nd', fake);

    expect(await screen.findByText('Всего: 45')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Страница 3 из 3', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 1 из 3', hidden: true })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));

    expect(await screen.findByRole('link', { name: 'Просмотр наряд-допуска № 21' })).toBeInTheDocument();
    expect(searchCalls(fake.services.api.call).at(-1)?.[1]).toMatchObject({ params: { page: 1, size: 20 } });
  });

  it('a page past the end (its permits moved on, an old link) says so and leads back to the first', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.search, (input: unknown) => {
      const page = (input as { params: { page: number } }).params.page;
      return page === 0 ? { data: [row(1)], count: 1 } : { data: [], count: 1 };
    });
    renderPermits('/nd?page=3', fake);

    expect(await screen.findByText('На странице 3 наряд-допусков нет')).toBeInTheDocument();
    expect(screen.queryByText('Наряд-допусков нет')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'К первой странице' }));
    expect(await screen.findByRole('link', { name: 'Просмотр наряд-допуска № 1' })).toBeInTheDocument();
  });

  it('serves a status list from its slug with the status parameter and without the status column', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.search, { data: [row(5)], count: 1 });
    renderPermits('/nd/inwork', fake);

    const table = await screen.findByRole('table', { name: 'Наряд-допуски: В работе' });
    expect(within(table).queryByRole('columnheader', { name: 'Статус' })).not.toBeInTheDocument();
    expect(searchCalls(fake.services.api.call)[0]?.[1]).toMatchObject({ query: { status: 'IN_WORK', organization: 7 } });
  });

  it('waits for the profile before asking, since the default scope needs the organization', async () => {
    const fake = createFakeServices({ authorized: true, user: testSessionUser(), profile: null, roles: [] });
    fake.fake.reply(endpoints.nd.search, { data: [], count: 0 });
    renderPermits('/nd', fake);

    expect(screen.getByRole('status')).toHaveTextContent('Загрузка профиля пользователя');
    expect(searchCalls(fake.services.api.call)).toHaveLength(0);

    act(() => fake.session.set(signedInSnapshot()));

    expect(await screen.findByText('Наряд-допусков нет')).toBeInTheDocument();
    expect(searchCalls(fake.services.api.call)).toHaveLength(1);
  });

  it('shows a Russian error when the search fails', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.fail(endpoints.nd.search, 500, 'Внутренняя ошибка сервера');
    renderPermits('/nd', fake);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    expect(alert).toHaveTextContent('Внутренняя ошибка сервера');
  });

  it('refetches when another module reports a changed permit', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.search, { data: [row(1)], count: 1 });
    renderPermits('/nd', fake);
    await screen.findByRole('table');

    act(() => fake.services.events.emit(EVENTS.ndChanged, { ndId: 1 }));

    await waitFor(() => expect(searchCalls(fake.services.api.call)).toHaveLength(2));
  });

  it('shows not-found for an unknown segment under /nd', async () => {
    renderPermits('/nd/unknown');
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
