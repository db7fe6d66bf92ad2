import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, type ZoneWork } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

// The portal fetches the dialog's code on demand (move-dialog-on-demand.tsx); here it is loaded first, as a browser
// that has it cached, so that no test's wait for the dialog includes compiling it.
beforeAll(() => import('./move-dialog-opening'));

function work(overrides: Partial<ZoneWork>): ZoneWork {
  return {
    id: 77,
    numberPaperNd: 'НД-77',
    status: 'IN_WORK',
    type: 'Газоопасные работы',
    organization: 'ООО «ТеплоЭнергоРемонт»',
    executor: 'Кузьмин Олег Петрович',
    datetimeStart: '2025-03-07T08:00:00',
    datetimeEnd: '2025-03-07T17:00:00',
    sameOrganization: false,
    decision: 'forbidden',
    conditions: null,
    active: true,
    ...overrides,
  };
}

function setup(works: ZoneWork[] | (() => ZoneWork[])) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'], { id: 16 })));
  fake.fake.reply(endpoints.nd.getById, testNd({ status: 'READY_TO_WORK' }));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: null, route: [] }]);
  fake.fake.reply(endpoints.favourites.listAll, []);
  fake.fake.reply(endpoints.nd.routes, []);
  fake.fake.reply(endpoints.nd.zoneWorks, works);
  renderPermits('/nd/show/42', fake);
  return fake;
}

describe('«Работы в зоне» on the permit page', () => {
  it('lists the other works in the zone and window with the matrix decision and what it means for the start', async () => {
    const fake = setup([
      work({}),
      work({
        id: 78,
        numberPaperNd: '',
        type: 'Электромонтажные работы',
        organization: 'АО «Северный НПЗ»',
        sameOrganization: true,
        decision: 'conditional',
        conditions: 'Снять напряжение с участка',
      }),
      work({ id: 79, status: 'READY_TO_WORK', active: false, decision: 'allowed', type: 'Осмотр' }),
    ]);
    const section = await screen.findByRole('region', { name: 'Работы в зоне' });
    const items = within(await within(section).findByRole('list', { name: 'Другие работы в зоне' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(items[0]).toHaveTextContent('Наряд-допуск № 77 (НД-77)');
    expect(items[0]).toHaveTextContent(
      'В работе, Газоопасные работы, ООО «ТеплоЭнергоРемонт», исполнитель Кузьмин Олег Петрович, с 07.03.2025 08:00 по 07.03.2025 17:00',
    );
    expect(items[0]).toHaveTextContent('Запрещено');
    expect(items[0]).toHaveTextContent('Пока эти работы ведутся, начать работы нельзя');
    // Another organization's permit is named, not linked: its page would be «не найден» here.
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();

    expect(within(items[1]!).getByRole('link', { name: 'Наряд-допуск № 78' })).toHaveAttribute('href', '/nd/show/78');
    expect(items[1]).toHaveTextContent('Разрешено при условиях');
    expect(items[1]).toHaveTextContent('Условия: Снять напряжение с участка');
    expect(items[1]).toHaveTextContent('При начале работ нужно подтвердить условия');

    expect(items[2]).toHaveTextContent('Разрешено');
    expect(items[2]).not.toHaveTextContent('начать работы нельзя');
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.nd.zoneWorks, { params: { ndId: 42 } }, expect.anything());
  });

  it('says so when nothing else works in the zone at that time', async () => {
    setup([]);
    const section = await screen.findByRole('region', { name: 'Работы в зоне' });
    expect(await within(section).findByText('Других работ в зоне на это время нет')).toBeInTheDocument();
  });

  it('shows a load error with a retry inside the section, the rest of the page stays', async () => {
    const fake = createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'], { id: 16 })));
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'READY_TO_WORK' }));
    fake.fake.reply(endpoints.catalogues.typeNd.listAll, []);
    fake.fake.reply(endpoints.favourites.listAll, []);
    fake.fake.reply(endpoints.nd.routes, []);
    fake.fake.fail(endpoints.nd.zoneWorks, 403, 'Недостаточно прав');
    renderPermits('/nd/show/42', fake);
    const section = await screen.findByRole('region', { name: 'Работы в зоне' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Недостаточно прав');
    expect(within(section).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Наряд-допуск № 42' })).toBeInTheDocument();
  });

  it('is read again with the permit after a move (the same invalidation as the permit’s own views)', async () => {
    let works: ZoneWork[] = [];
    const fake = setup(() => works);
    fake.fake.reply(endpoints.nd.processing, true);
    const section = await screen.findByRole('region', { name: 'Работы в зоне' });
    await within(section).findByText('Других работ в зоне на это время нет');

    works = [work({ decision: 'allowed' })];
    await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать работы' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    expect(await within(section).findByText('Наряд-допуск № 77 (НД-77)')).toBeInTheDocument();
  });
});
