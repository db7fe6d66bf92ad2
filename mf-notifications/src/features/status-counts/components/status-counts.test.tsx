import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, renderRemote, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, EVENTS, ND_STATUSES, type StatusCounts as CountsByStatus } from '@permit/shared-contracts';
import { StatusCounts } from './status-counts';

const NO_PERMITS = Object.fromEntries(ND_STATUSES.map((status) => [status, 0])) as CountsByStatus;
const COUNTS: CountsByStatus = { ...NO_PERMITS, DRAFT: 3, IN_WORK: 2, ARCHIVE: 10 };

function setup() {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.countsByStatus, COUNTS);
  fake.fake.reply(endpoints.nd.worklist, { total: 4, organizationTotal: 15, groups: [] });
  return renderRemote(<StatusCounts />, { fake });
}

function worklistCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.nd.worklist);
}

function countCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.nd.countsByStatus);
}

describe('status counts', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for every count in one call and shows the total', async () => {
    const { services } = setup();
    const button = await screen.findByRole('button', { name: 'Статусы наряд-допусков, всего: 15' });
    // The name is the button's own text, so the visible «Статусы» is part of it (WCAG 2.5.3).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent(/^Статусы/);
    expect(countCalls(services.api.call)).toHaveLength(1);
    expect((services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.nd.countByStatus)).toEqual([]);
  });

  it('keeps the last counts when a later poll fails', async () => {
    jest.useFakeTimers();
    const { fake, services } = setup();
    await screen.findByRole('button', { name: 'Статусы наряд-допусков, всего: 15' });
    fake.fail(endpoints.nd.countsByStatus, 500, 'ошибка сервера');
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(countCalls(services.api.call)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Статусы наряд-допусков, всего: 15' })).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Статусы наряд-допусков, всего: 15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Наряд-допуски по статусам' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Черновик/ })).toHaveTextContent('3');
  });

  it('says the counts are unavailable, not a total of 0, when every count fails, and asks again on «Повторить»', async () => {
    const fake = createFakeServices(signedInSnapshot());
    let fails = true;
    fake.fake.reply(endpoints.nd.countsByStatus, () => {
      if (fails) throw new Error('ошибка сервера');
      return COUNTS;
    });
    fake.fake.reply(endpoints.nd.worklist, { total: 4, organizationTotal: 15, groups: [] });
    renderRemote(<StatusCounts />, { fake });

    const button = await screen.findByRole('button', { name: 'Статусы наряд-допусков: счётчики не загрузились' });
    expect(button).toHaveTextContent(/^Статусы.*—$/);
    expect(button).not.toHaveTextContent(/\d/);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Наряд-допуски по статусам' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Счётчики не загрузились');

    fails = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('button', { name: 'Статусы наряд-допусков, всего: 15' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: /Черновик/ })).toHaveTextContent('3');
  });

  it('links every status to its list with its count', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /всего: 15/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Наряд-допуски по статусам' });
    const list = within(dialog).getByRole('list', { name: 'Наряд-допуски по статусам' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(within(list).getByRole('link', { name: /Черновик/ })).toHaveAttribute('href', '/nd/draft');
    expect(within(list).getByRole('link', { name: /Черновик/ })).toHaveTextContent('3');
    expect(within(list).getByRole('link', { name: /В работе/ })).toHaveAttribute('href', '/nd/inwork');
    expect(within(list).getByRole('link', { name: /Работы остановлены/ })).toHaveAttribute('href', '/nd/stopped');
  });

  it('polls every 15 s while signed in and stops after logout', async () => {
    jest.useFakeTimers();
    const { services, session } = setup();
    await screen.findByRole('button', { name: /всего: 15/ });
    expect(countCalls(services.api.call)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(14_000));
    expect(countCalls(services.api.call)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(countCalls(services.api.call)).toHaveLength(2);

    act(() => session.logout());
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(countCalls(services.api.call)).toHaveLength(2);
  });

  it('shows my own count from the worklist beside the organization’s, as a link to «Мои задачи» on the home page', async () => {
    const { services } = setup();
    const mine = await screen.findByRole('link', { name: 'Мои задачи: 4' });
    expect(mine).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Статусы наряд-допусков, всего: 15' })).toBeInTheDocument();
    // One call of the worklist endpoint through the shell's client, nothing else for my count.
    expect(worklistCalls(services.api.call)).toEqual([[endpoints.nd.worklist, {}, expect.anything()]]);
  });

  it('says «Мои задачи» without a number while it cannot be counted', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.nd.countsByStatus, NO_PERMITS);
    fake.fake.fail(endpoints.nd.worklist, 500, 'ошибка сервера');
    renderRemote(<StatusCounts />, { fake });
    await screen.findByRole('button', { name: /всего: 0/ });
    expect(screen.getByRole('link', { name: 'Мои задачи' })).toHaveAttribute('href', '/');
  });

  it('refreshes my count at once when a permit changes elsewhere in the portal', async () => {
    const { services, fake } = setup();
    await screen.findByRole('link', { name: 'Мои задачи: 4' });
    fake.reply(endpoints.nd.worklist, { total: 3, organizationTotal: 15, groups: [] });

    act(() => services.events.emit(EVENTS.ndChanged, { ndId: 7 }));

    expect(await screen.findByRole('link', { name: 'Мои задачи: 3' })).toBeInTheDocument();
    expect(worklistCalls(services.api.call)).toHaveLength(2);
  });

  it('refetches at once when a permit changes elsewhere in the portal', async () => {
    const { services } = setup();
    await screen.findByRole('button', { name: /всего: 15/ });

    act(() => services.events.emit(EVENTS.ndChanged, {}));

    await waitFor(() => expect(countCalls(services.api.call)).toHaveLength(2));
  });
});
