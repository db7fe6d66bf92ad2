import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, EVENTS } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';
import { setupPermitShow as setup } from '../../../testing/permit-show-setup';

describe('permit show screen', () => {
  it('shows the details and the route history as a timeline, oldest first', async () => {
    renderPermits('/nd/show/42', setup(testNd({ status: 'READY_TO_WORK' })));

    expect(await screen.findByRole('heading', { name: 'Наряд-допуск № 42' })).toBeInTheDocument();
    expect(await screen.findByText('Готов к работе')).toBeInTheDocument();
    expect(screen.getByText('Резервуарный парк')).toBeInTheDocument();
    expect(screen.getByText('Огнетушитель')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'История маршрута' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Черновик → На рассмотрении');
    expect(items[0]).toHaveTextContent('Прошу согласовать');
    expect(items[1]).toHaveTextContent('Согласовано: Утверждающий');
  });

  it('marks the user’s notifications about the permit read once it is shown, and tells the bell', async () => {
    const fake = setup(testNd({ status: 'IN_WORK' }));
    fake.fake.reply(endpoints.notifications.readed, { ok: true });
    const heard = jest.fn();
    fake.services.events.on(EVENTS.notificationsChanged, heard);
    renderPermits('/nd/show/42', fake);

    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const reads = (fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.notifications.readed);
    expect(reads.map(([, input]) => input)).toEqual([{ query: { ndId: 42 } }]);
  });

  it('reads an open permit again every 10 s, so others’ moves show within 15 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const fake = setup(testNd({ status: 'IN_WORK' }));
      renderPermits('/nd/show/42', fake);
      expect(await screen.findByText('В работе')).toBeInTheDocument();
      fake.fake.reply(endpoints.nd.getById, testNd({ status: 'STOPPED' }));
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('Работы остановлены')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Остановить работы' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows whose approval is due on the route of a permit under consideration', async () => {
    renderPermits('/nd/show/42', setup(testNd({ status: 'ON_ACCEPTANCE', approvedSteps: ['PREPARATOR'] }), 13));

    const steps = await screen.findByRole('list', { name: 'Маршрут согласования' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Подготовитель: Подготовкин Иван');
    expect(items[0]).toHaveTextContent('согласовано');
    expect(items[1]).toHaveTextContent('ожидает согласования');
    expect(items[3]).toHaveTextContent('впереди');
    expect(await screen.findByRole('button', { name: 'Согласовать' })).toBeInTheDocument();
  });

  it('offers no moves to a user the permit does not name', async () => {
    renderPermits('/nd/show/42', setup(testNd({ status: 'READY_TO_WORK' }), 99));
    expect(await screen.findByText('Сейчас у вас нет действий по этому наряд-допуску')).toBeInTheDocument();
  });

  it('says the moves are unavailable when the type’s route did not load, and asks again on «Повторить»', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK' }));
    fake.fake.fail(endpoints.catalogues.typeNd.listAll, 503, 'Сервер временно недоступен');
    renderPermits('/nd/show/42', fake);
    const actions = await screen.findByRole('region', { name: 'Действия' });
    expect(
      await within(actions).findByText('Не удалось загрузить маршрут согласования: действия недоступны', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: null, route: [] }]);
    await userEvent.click(within(actions).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(within(actions).queryByText(/Не удалось загрузить маршрут/)).not.toBeInTheDocument());
  });

  it('says a permit that is not there (or another organization’s) is not found, with a way back and no retry', async () => {
    const fake = setup(testNd());
    fake.fake.fail(endpoints.nd.getById, 404, 'Объект не найден');
    renderPermits('/nd/show/42', fake);
    expect(await screen.findByRole('heading', { name: 'Наряд-допуск не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку наряд-допусков' })).toHaveAttribute('href', '/nd');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the permit cannot be loaded for another reason', async () => {
    const fake = setup(testNd());
    fake.fake.fail(endpoints.nd.getById, 500, 'Сервер недоступен');
    renderPermits('/nd/show/42', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(screen.queryByRole('heading', { name: 'Наряд-допуск не найден' })).not.toBeInTheDocument();
  });
});
