import { screen, within } from '@testing-library/react';
import { createFakeServices, renderRemote, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type Board, type BoardPermit } from '@permit/shared-contracts';
import { BoardPage } from './board-page';

const NAMES = ['Огневые работы', 'АО «Комбинат»', 'Иванов Иван Иванович', 'Газоопасные работы', 'ООО «Подряд»'];

const permit = (id: number, overrides: Partial<BoardPermit> = {}): BoardPermit => ({
  id,
  numberPaperNd: `П-${id}`,
  status: 'IN_WORK',
  type: 0,
  organization: 1,
  executor: 2,
  datetimeStart: '2026-11-26T08:00:00',
  datetimeEnd: '2026-11-28T17:00:00',
  sameOrganization: true,
  endingSoon: false,
  conflictWith: [],
  ...overrides,
});

const BOARD: Board = {
  from: '2026-11-26',
  to: '2026-12-03',
  now: '2026-11-26T10:15:00',
  names: NAMES,
  places: [
    {
      id: 7,
      place: 'Резервуарный парк',
      zones: [
        {
          id: 70,
          region: 'Резервуар Р-1',
          permits: [
            permit(1, { conflictWith: [2], endingSoon: true }),
            permit(2, { status: 'READY_TO_WORK', type: 3, organization: 4, executor: null, sameOrganization: false, conflictWith: [1] }),
          ],
        },
        { id: 71, region: 'Резервуар Р-2', permits: [] },
        { id: 72, region: 'Насосная Н-3', permits: [] },
      ],
    },
  ],
};

const original = window.matchMedia;
/** A phone: Chakra's mdDown (and so lgDown) queries match. */
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /max-width: (47|63)\.9975rem/.test(query) })) as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = original;
});

function setup(board: Board = BOARD) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR']));
  fake.fake.reply(endpoints.board.get, board);
  fake.fake.reply(endpoints.board.places, [{ id: 7, place: 'Резервуарный парк', permits: 2, inWork: 1 }]);
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, []);
  fake.fake.reply(endpoints.catalogues.organizations.listAll, []);
  return renderRemote(<BoardPage />, { basePath: '/nd', route: '/nd/board?place=7', fake });
}

describe('«Доска работ» on a phone', () => {
  it('lists each busy zone’s permits with their window in words instead of drawing the timeline', async () => {
    setup();
    const place = await screen.findByRole('region', { name: 'Резервуарный парк' });
    expect(screen.queryByLabelText('Шкала времени доски работ')).not.toBeInTheDocument();

    const zone = within(place).getByRole('group', { name: 'Зона Резервуар Р-1' });
    expect(within(zone).getByRole('heading', { level: 3, name: 'Резервуар Р-1' })).toBeInTheDocument();
    // The line's own text is its name: what the bar keeps for its label is written out.
    const own = within(zone).getByRole('link', { name: /^№ П-1 · Огневые работы/ });
    expect(own).toHaveAttribute('href', '/nd/show/1');
    expect(own).toHaveTextContent('В работе · 26.11.2026 08:00 — 28.11.2026 17:00');
    expect(own).toHaveTextContent('исполнитель Иванов Иван Иванович · АО «Комбинат»');
    expect(own).toHaveTextContent('Конфликт с № П-2');
    expect(own).toHaveTextContent('Заканчивается в ближайшие 24 ч');

    // Another organization's permit is shown for the shared zone, without a link.
    const theirs = within(zone).getByText('№ П-2 · Газоопасные работы');
    expect(theirs.closest('a')).toBeNull();
    expect(theirs.parentElement).toHaveTextContent('Готов к работе');
    expect(theirs.parentElement).toHaveTextContent('ООО «Подряд»');
    expect(within(zone).getAllByRole('link')).toHaveLength(1);
    // The permits in start order, as the answer gives them.
    expect(
      within(zone)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 5)),
    ).toEqual(['№ П-1', '№ П-2']);

    // Free zones in one line, not a heading each.
    expect(within(place).queryByRole('group', { name: 'Зона Резервуар Р-2' })).not.toBeInTheDocument();
    expect(within(place).getByText('Свободны: Резервуар Р-2, Насосная Н-3')).toBeInTheDocument();
  });

  it('names a permit without a paper number by its id, in its line and in the conflicts of others', async () => {
    const zone = BOARD.places[0]!.zones[0]!;
    setup({
      ...BOARD,
      places: [
        {
          ...BOARD.places[0]!,
          zones: [
            { ...zone, permits: [permit(1, { conflictWith: [5] }), permit(5, { numberPaperNd: '', conflictWith: [1] })] },
            BOARD.places[0]!.zones[1]!,
          ],
        },
      ],
    });
    expect(await screen.findByRole('link', { name: /^№ 5 · Огневые работы/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^№ П-1 · / })).toHaveTextContent('Конфликт с № 5');
    expect(screen.getByText('Свободна: Резервуар Р-2')).toBeInTheDocument();
  });
});
