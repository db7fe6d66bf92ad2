import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, renderRemote, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, EVENTS, WORKLIST_ENDING, WORKLIST_GROUPS, type Worklist, type WorklistRow } from '@permit/shared-contracts';
import { testNd } from '../../../testing/nd-fixture';
import { WorklistWidget } from './worklist-widget';

const row = (id: number, overrides: Partial<WorklistRow> = {}): WorklistRow => ({
  id,
  status: 'READY_TO_WORK',
  numberPaperNd: `П-${id}`,
  type: 'Огневые работы',
  place: 'Резервуарный парк',
  datetimeStart: '2025-03-07T08:00:00',
  datetimeEnd: '2025-03-07T17:00:00',
  ...overrides,
});

function worklist(filled: Partial<Record<string, WorklistRow[]>>, organizationTotal = 120, counts: Record<string, number> = {}): Worklist {
  const groups = [...WORKLIST_GROUPS, WORKLIST_ENDING].map((g) => ({
    key: g.key,
    label: g.label,
    count: counts[g.key] ?? filled[g.key]?.length ?? 0,
    rows: filled[g.key] ?? [],
  }));
  const total = new Set(groups.flatMap((g) => g.rows.map((r) => r.id))).size;
  return { total, organizationTotal, groups };
}

function setup(list: Worklist) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'], { id: 16 })));
  fake.fake.reply(endpoints.nd.worklist, () => list);
  return fake;
}

const worklistCalls = (call: unknown) => (call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.nd.worklist);

describe('«Мои задачи» on the home page', () => {
  it('shows the non-empty groups with their counts, my total beside the organization’s, each row linking to its permit', async () => {
    const list = worklist({ start: [row(42), row(43, { status: 'STOPPED' })], ending: [row(42)] });
    renderRemote(<WorklistWidget />, { basePath: '/nd', route: '/nd', fake: setup(list) });

    const widget = await screen.findByRole('region', { name: 'Мои задачи' });
    expect(await within(widget).findByText('Мои: 2 наряд-допуска · в работе у организации: 120')).toBeInTheDocument();
    const start = within(widget).getByRole('region', { name: 'Готовы к началу работ' });
    expect(within(start).getByRole('heading')).toHaveTextContent('Готовы к началу работ 2');
    expect(within(start).getByRole('link', { name: 'Наряд-допуск № 42' })).toHaveAttribute('href', '/nd/show/42');
    expect(within(start).getByText('Работы остановлены')).toBeInTheDocument();
    expect(within(widget).getByRole('region', { name: 'Заканчиваются в ближайшие 24 часа' })).toBeInTheDocument();
    expect(within(widget).queryByRole('region', { name: 'Мои черновики' })).not.toBeInTheDocument();
  });

  it('says so when nothing waits for the user', async () => {
    renderRemote(<WorklistWidget />, { basePath: '/nd', route: '/nd', fake: setup(worklist({}, 5)) });
    expect(await screen.findByText('Задач нет')).toBeInTheDocument();
    expect(screen.getByText('Мои: 0 наряд-допусков · в работе у организации: 5')).toBeInTheDocument();
  });

  it('tells how many more a long group holds than it lists', async () => {
    renderRemote(<WorklistWidget />, {
      basePath: '/nd',
      route: '/nd',
      fake: setup(worklist({ drafts: [row(1, { status: 'DRAFT' })] }, 9, { drafts: 52 })),
    });
    expect(await screen.findByText('И ещё 51 наряд-допуск: найдите их в списке наряд-допусков')).toBeInTheDocument();
  });

  it('opens the move dialog from the row and reloads the list after a move elsewhere in the portal', async () => {
    const fake = setup(worklist({ start: [row(42)] }));
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'READY_TO_WORK' }));
    fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: null, route: [] }]);
    renderRemote(<WorklistWidget />, { basePath: '/nd', route: '/nd', fake });

    await userEvent.click(await screen.findByRole('button', { name: 'Действия: Наряд-допуск № 42' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    expect(worklistCalls(fake.services.api.call)).toHaveLength(1);
    fake.services.events.emit(EVENTS.ndChanged, { ndId: 42 });
    await waitFor(() => expect(worklistCalls(fake.services.api.call)).toHaveLength(2));
  });

  it('when a row’s actions fail to load, says why and loads them again on «Повторить»', async () => {
    const fake = setup(worklist({ start: [row(42)] }));
    fake.fake.fail(endpoints.nd.getById, 503, 'Сервис временно недоступен');
    fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: null, route: [] }]);
    renderRemote(<WorklistWidget />, { basePath: '/nd', route: '/nd', fake });

    await userEvent.click(await screen.findByRole('button', { name: 'Действия: Наряд-допуск № 42' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить действия');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'READY_TO_WORK' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Начать работы' })).toBeInTheDocument();
  });
});
