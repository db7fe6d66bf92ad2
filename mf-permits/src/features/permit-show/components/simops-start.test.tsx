import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { ApiError, endpoints, ERROR_TEXTS, SIMOPS_CONFIRMATION_REQUIRED, type Nd, type ZoneWork } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

// The portal fetches the dialog's code on demand (move-dialog-on-demand.tsx); here it is loaded first, as a browser
// that has it cached, so that no test's wait for the dialog includes compiling it.
beforeAll(() => import('./move-dialog-opening'));

const ROUTE = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'];

function work(overrides: Partial<ZoneWork>): ZoneWork {
  return {
    id: 77,
    numberPaperNd: 'НД-77',
    status: 'IN_WORK',
    type: 'Электромонтажные работы',
    organization: 'ООО «Энергия»',
    executor: 'Кузьмин Олег Петрович',
    datetimeStart: '2025-03-07T08:00:00',
    datetimeEnd: '2025-03-07T17:00:00',
    sameOrganization: false,
    decision: 'conditional',
    conditions: 'Снять напряжение с участка',
    active: true,
    ...overrides,
  };
}

function setup(works: ZoneWork[], nd: Nd = testNd({ status: 'READY_TO_WORK' })) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'], { id: 16 })));
  fake.fake.reply(endpoints.nd.getById, nd);
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Работы на высоте', description: '', printform: null, route: ROUTE }]);
  fake.fake.reply(endpoints.favourites.listAll, []);
  fake.fake.reply(endpoints.nd.routes, []);
  fake.fake.reply(endpoints.nd.zoneWorks, works);
  fake.fake.reply(endpoints.nd.processing, true);
  renderPermits('/nd/show/42', fake);
  return fake;
}

const processBodies = (fake: ReturnType<typeof setup>) =>
  (fake.services.api.call as jest.Mock).mock.calls
    .filter(([e]) => e === endpoints.nd.processing)
    .map(([, input]) => (input as { body: unknown }).body);

async function openStart() {
  await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
  return screen.findByRole('dialog', { name: 'Начать работы' });
}

describe('start dialog and the SIMOPS matrix', () => {
  it('shows each conditional work with its conditions; every tick is required before the start is sent', async () => {
    const fake = setup([
      work({}),
      work({ id: 78, numberPaperNd: 'НД-78', type: 'Окрасочные работы', conditions: 'Проветривание, наблюдающий' }),
      // Allowed, forbidden-but-not-running and allowed works ask for nothing in the dialog.
      work({ id: 79, decision: 'allowed', conditions: null }),
      work({ id: 80, decision: 'forbidden', conditions: null, active: false, status: 'READY_TO_WORK' }),
    ]);
    const dialog = await openStart();
    const list = await within(dialog).findByRole('list', { name: 'Работы в зоне с условиями совмещения' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Наряд-допуск № 77 (НД-77)');
    expect(items[0]).toHaveTextContent('Электромонтажные работы');
    expect(items[0]).toHaveTextContent('Условия: Снять напряжение с участка');
    expect(items[1]).toHaveTextContent('Условия: Проветривание, наблюдающий');

    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Бригада на месте');
    await userEvent.click(within(items[0]!).getByRole('checkbox', { name: /Условия выполнены, совмещение подтверждаю/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    // One tick is missing: nothing is sent, the unticked work says so.
    expect(await within(items[1]!).findByText('Подтвердите выполнение условий совмещения')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Подтвердите выполнение условий совмещения')).not.toBeInTheDocument();
    expect(processBodies(fake)).toHaveLength(0);

    await userEvent.click(within(items[1]!).getByRole('checkbox', { name: 'Условия выполнены, совмещение подтверждаю — Наряд-допуск № 78 (НД-78)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    await waitFor(() =>
      expect(processBodies(fake)).toEqual([{ ndId: 42, status: 'IN_WORK', comment: 'Бригада на месте', simopsConfirmed: [77, 78] }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing and sends no confirmations when no conditional work runs in the zone', async () => {
    const fake = setup([work({ decision: 'allowed', conditions: null })]);
    const dialog = await openStart();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));
    await waitFor(() => expect(processBodies(fake)).toEqual([{ ndId: 42, status: 'IN_WORK' }]));
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('a conditional work that appeared meanwhile (409): shown after a fresh read, the comment kept, then confirmed and sent', async () => {
    const fake = setup([]);
    fake.fake.reply(endpoints.nd.processing, () => {
      throw new ApiError(409, SIMOPS_CONFIRMATION_REQUIRED, 'Подтвердите условия совмещения работ: наряд-допуск № 77');
    });
    const dialog = await openStart();
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Бригада на месте');
    fake.fake.reply(endpoints.nd.zoneWorks, [work({})]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('В зоне появились работы с условиями совмещения');
    expect(alert).toHaveTextContent('Подтвердите условия совмещения работ: наряд-допуск № 77');
    const list = await within(dialog).findByRole('list', { name: 'Работы в зоне с условиями совмещения' });
    expect(within(dialog).getByLabelText(/Комментарий/)).toHaveValue('Бригада на месте');

    fake.fake.reply(endpoints.nd.processing, true);
    await userEvent.click(within(list).getByRole('checkbox', { name: /Условия выполнены/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));
    await waitFor(() => expect(processBodies(fake)).toHaveLength(2));
    expect(processBodies(fake)[1]).toEqual({ ndId: 42, status: 'IN_WORK', comment: 'Бригада на месте', simopsConfirmed: [77] });
  });

  it('a forbidden work still refuses the start with today’s blocker list', async () => {
    const fake = setup([work({ decision: 'forbidden', conditions: null, sameOrganization: true })]);
    fake.fake.reply(endpoints.nd.processing, false);
    fake.fake.reply(endpoints.nd.zoneConflicts, [work({ sameOrganization: true })]);
    const dialog = await openStart();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXTS.processingConflict);
    const blockers = await within(alert).findByRole('list', { name: 'Работы, мешающие началу' });
    expect(within(blockers).getByRole('link', { name: 'Наряд-допуск № 77 (НД-77)' })).toHaveAttribute('href', '/nd/show/77');
  });

  it('a refused extension (back to «В работе») is not a start and asks for no confirmation', async () => {
    const fake = createFakeServices(signedInSnapshot(['ISSUANCER'], testProfile(['ISSUANCER'], { id: 14 })));
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'PROLONG' }));
    fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Работы на высоте', description: '', printform: null, route: ROUTE }]);
    fake.fake.reply(endpoints.favourites.listAll, []);
    fake.fake.reply(endpoints.nd.routes, []);
    fake.fake.reply(endpoints.nd.zoneWorks, [work({})]);
    renderPermits('/nd/show/42', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Отказать в продлении' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
  it('says beside «Начать работы» that a forbidden work in progress in the zone stands in the way', async () => {
    // Inside the permit's window by the device's clock, so only the zone speaks.
    jest.useFakeTimers({ now: new Date(2025, 2, 7, 12, 0), advanceTimers: true });
    try {
      setup([work({ decision: 'forbidden', conditions: null })]);
      const start = await screen.findByRole('button', { name: 'Начать работы' });
      const hint = await screen.findByText(/пока они идут, начать работы нельзя/);
      expect(start).toHaveAttribute('aria-describedby', hint.id);
      expect(start).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing beside it when the zone and the window allow the start', async () => {
    jest.useFakeTimers({ now: new Date(2025, 2, 7, 12, 0), advanceTimers: true });
    try {
      setup([work({ decision: 'allowed', conditions: null })]);
      const start = await screen.findByRole('button', { name: 'Начать работы' });
      await screen.findByRole('list', { name: 'Другие работы в зоне' });
      expect(start).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByText(/начать работы нельзя/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
