import { screen, within } from '@testing-library/react';
import { createFakeServices, renderRemote, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type Board } from '@permit/shared-contracts';
import { bar, board } from '../../../testing/board-fixture';
import { BoardPage } from './board-page';

/** Two permits in one zone, conflicting, one of another organization; a second and a third zone free. */
function answer(): Board {
  const shown = board([
    bar(1, { conflictWith: [2], endingSoon: true }),
    bar(2, {
      status: 'READY_TO_WORK',
      type: 'Газоопасные работы',
      organization: 'ООО «Подряд»',
      executor: null,
      sameOrganization: false,
      conflictWith: [1],
    }),
  ]);
  shown.places[0]!.zones.push({ id: 72, region: 'Насосная Н-3', permits: [] });
  return shown;
}

const original = window.matchMedia;
/** A phone: Chakra's mdDown (and so lgDown) queries match. */
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /max-width: (47|63)\.9975rem/.test(query) })) as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = original;
});

function setup(shown: Board = answer()) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR']));
  fake.fake.reply(endpoints.board.get, shown);
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
    setup(board([bar(1, { conflictWith: [5] }), bar(5, { numberPaperNd: '', conflictWith: [1] })]));
    expect(await screen.findByRole('link', { name: /^№ 5 · Огневые работы/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^№ П-1 · / })).toHaveTextContent('Конфликт с № 5');
    expect(screen.getByText('Свободна: Резервуар Р-2')).toBeInTheDocument();
  });
});
