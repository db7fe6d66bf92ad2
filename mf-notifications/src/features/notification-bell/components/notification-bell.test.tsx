import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, renderRemote, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, EVENTS, type Notification } from '@permit/shared-contracts';
import { NotificationBell } from './notification-bell';

function notification(id: number, readed: boolean, nd_id: number | null = 40 + id): Notification {
  return { id, kind: 'AWAITING_APPROVAL', message: `Наряд-допуск ждёт согласования (${id})`, date: '2025-03-07 08:05:09', readed, nd_id };
}

function callsOf(call: unknown, endpoint: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => input);
}

function setup(list: Notification[]) {
  const fake = createFakeServices(signedInSnapshot());
  let current = list;
  fake.fake.reply(endpoints.notifications.list, () => current);
  fake.fake.reply(endpoints.notifications.readed, (input: unknown) => {
    const query = (input as { query: { id?: number; ndId?: number; all?: boolean } }).query;
    current = current.map((item) =>
      query.all || item.id === query.id || (query.ndId !== undefined && item.nd_id === query.ndId) ? { ...item, readed: true } : item,
    );
    return { ok: true };
  });
  return renderRemote(<NotificationBell />, { fake });
}

describe('notification bell', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the unread count from the whole list', async () => {
    const { services } = setup([notification(1, false), notification(2, false), notification(3, true)]);
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' })).toBeInTheDocument();
    expect(callsOf(services.api.call, endpoints.notifications.list)[0]).toEqual({ params: { page: 0, size: 1_000_000 } });
  });

  it('polls every 5 s while signed in and stops after logout', async () => {
    jest.useFakeTimers();
    const { services, session } = setup([notification(1, false)]);
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    const listCalls = () => callsOf(services.api.call, endpoints.notifications.list).length;
    expect(listCalls()).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(listCalls()).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(listCalls()).toBe(3);

    act(() => session.logout());
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(listCalls()).toBe(3);
    expect(screen.queryByRole('button', { name: /Уведомления/ })).not.toBeInTheDocument();
  });

  it('lists notifications with the Russian date, the message and a link to the permit', async () => {
    setup([notification(1, false)]);
    await userEvent.click(await screen.findByRole('button', { name: /Уведомления/ }));

    const list = await screen.findByRole('list', { name: 'Список уведомлений' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('07.03.2025, 08:05');
    expect(item).toHaveTextContent('Наряд-допуск ждёт согласования (1)');
    expect(within(item!).getByRole('link', { name: 'Наряд-допуск № 41' })).toHaveAttribute('href', '/nd/show/41');
  });

  it('opens a named dialog without a second banner landmark', async () => {
    setup([notification(1, false)]);
    await userEvent.click(await screen.findByRole('button', { name: /Уведомления/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Прочитать все' })).toBeInTheDocument();
  });

  it('marks one notification read, then reads the list again', async () => {
    const { services } = setup([notification(1, false), notification(2, false)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const list = await screen.findByRole('list', { name: 'Список уведомлений' });

    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Прочитано' }));

    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeInTheDocument();
    // Same second: the higher id is the newer one and comes first (as the server orders them).
    expect(callsOf(services.api.call, endpoints.notifications.readed)).toEqual([{ query: { id: 2 } }]);
    expect(callsOf(services.api.call, endpoints.notifications.list).length).toBeGreaterThanOrEqual(2);
  });

  it('marks all read with all=true, then reads the list again', async () => {
    const { services } = setup([notification(1, false), notification(2, false)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Прочитать все' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Уведомления' })).toBeInTheDocument());
    expect(callsOf(services.api.call, endpoints.notifications.readed)).toEqual([{ query: { all: true } }]);
    expect(screen.queryByRole('button', { name: 'Прочитано' })).not.toBeInTheDocument();
  });

  it('groups by permit, the permit with the newest notification first and the newest first inside', async () => {
    setup([
      { ...notification(1, false, 7), date: '2025-03-07 08:00:00', message: 'Первое о 7' },
      { ...notification(2, false, 8), date: '2025-03-07 09:00:00', message: 'О 8' },
      { ...notification(3, true, 7), date: '2025-03-07 10:00:00', message: 'Второе о 7' },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const list = await screen.findByRole('list', { name: 'Список уведомлений' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Наряд-допуск № 7', 'Наряд-допуск № 8']);
    const seven = within(list).getByRole('list', { name: 'Уведомления: Наряд-допуск № 7' });
    expect(
      within(seven)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Второе о 7'), expect.stringContaining('Первое о 7')]);
  });

  it('opening a permit from the bell marks its notifications read (ndId) and closes the list', async () => {
    const { services } = setup([notification(1, false, 7), notification(2, false, 7), notification(3, false, 8)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 3' }));
    const list = await screen.findByRole('list', { name: 'Список уведомлений' });

    await userEvent.click(within(list).getByRole('link', { name: 'Наряд-допуск № 7' }));

    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeInTheDocument();
    expect(callsOf(services.api.call, endpoints.notifications.readed)).toEqual([{ query: { ndId: 7 } }]);
    expect(screen.queryByRole('list', { name: 'Список уведомлений' })).not.toBeInTheDocument();
  });

  it('reads the list again at once when notifications were read elsewhere (a permit page)', async () => {
    const { services } = setup([notification(1, false, 7)]);
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    // The permit page marks them read on the server, then announces it.
    await services.api.call(endpoints.notifications.readed, { query: { ndId: 7 } });
    act(() => services.events.emit(EVENTS.notificationsChanged, undefined));
    expect(await screen.findByRole('button', { name: 'Уведомления' }, { timeout: 1_000 })).toBeInTheDocument();
  });

  it('says so when there are no notifications', async () => {
    setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления' }));
    expect(await screen.findByText('Уведомлений нет')).toBeInTheDocument();
  });
});
