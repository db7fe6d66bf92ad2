import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createFakeServices, renderRemote, signedInSnapshot, testSessionUser } from '@permit/dev-kit/testing';
import { ApiError, BOARD_REFRESH_MS, endpoints, EVENTS, type Board, type BoardPlaceChoice } from '@permit/shared-contracts';
import { useRefreshOnPermitChanged } from '../../../api/permits/permit-changed';
import { bar, board } from '../../../testing/board-fixture';
import { BoardPage } from './board-page';

/** The remote's own change listener, as PermitsRoutes mounts it around the route table. */
function Listener() {
  useRefreshOnPermitChanged();
  return null;
}

/** The organization's places on the board, by name, as GET /api/board/places answers. */
const PLACES: BoardPlaceChoice[] = [
  { id: 7, place: 'Резервуарный парк', permits: 2, inWork: 1 },
  { id: 8, place: 'Эстакада', permits: 1, inWork: 0 },
];

/** The page's address, where the board writes its place. */
function Address() {
  return <output aria-label="Адрес страницы">{useLocation().search}</output>;
}

interface SetupOptions {
  places?: BoardPlaceChoice[] | (() => Promise<BoardPlaceChoice[]>);
  route?: string;
  userId?: number;
}

function setup(answer: Board | (() => Board | Promise<Board>), { places = PLACES, route = '/nd/board', userId = 11 }: SetupOptions = {}) {
  const fake = createFakeServices({ ...signedInSnapshot(['EXECUTOR']), user: testSessionUser({ user_id: userId }) });
  fake.fake.reply(endpoints.board.get, typeof answer === 'function' ? answer : () => answer);
  fake.fake.reply(endpoints.board.places, typeof places === 'function' ? places : () => places);
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: null, route: [] }]);
  fake.fake.reply(endpoints.catalogues.organizations.listAll, [{ id: 3, name: 'АО «Комбинат»', inn: '7700000001', workShifts: [] }]);
  return renderRemote(
    <>
      <Listener />
      <BoardPage />
      <Address />
    </>,
    { basePath: '/nd', route, fake },
  );
}

const boardCalls = (call: unknown) => (call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.board.get);
const address = () => screen.getByRole('status', { name: 'Адрес страницы' });

beforeEach(() => window.localStorage.clear());

describe('«Доска работ»', () => {
  it('shows each zone of the place as a row, and a bar per permit with its number, type, executor and organization', async () => {
    setup(
      board([
        bar(1, { conflictWith: [2], endingSoon: true }),
        bar(2, { status: 'READY_TO_WORK', sameOrganization: false, organization: 'ООО «Подряд»', type: 'Газоопасные работы', conflictWith: [1] }),
      ]),
    );
    const place = await screen.findByRole('region', { name: 'Резервуарный парк' });
    expect(within(place).getByRole('heading', { name: 'Резервуарный парк' })).toBeInTheDocument();
    const zone = within(place).getByRole('group', { name: 'Зона Резервуар Р-1' });
    expect(within(place).getByRole('group', { name: 'Зона Резервуар Р-2' })).toHaveTextContent('Свободна');

    // The own permit is a link to its page (click or Enter), with everything said in words.
    // Its name starts with its visible words, in their order (voice control), then says the rest.
    const own = within(zone).getByRole('link', {
      name: /^Конфликт, < 24 ч, № П-1 · Огневые работы, Иванов Иван Иванович · АО «Комбинат», В работе, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} — /,
    });
    expect(own).toHaveAttribute('href', '/nd/show/1');
    expect(own).toHaveAccessibleName(expect.stringContaining('пересекается в зоне с № П-2'));
    // «Конфликт» is said once: the detail names the other permit without repeating the word.
    expect(own).not.toHaveAccessibleName(/Конфликт.*конфликт/i);
    expect(own).toHaveAccessibleName(expect.stringContaining('заканчивается в ближайшие 24 часа'));
    expect(within(own).getByText('Конфликт')).toBeInTheDocument();
    expect(within(own).getByText('< 24 ч')).toBeInTheDocument();
    expect(within(own).getByText('№ П-1 · Огневые работы')).toBeInTheDocument();
    expect(within(own).getByText('Иванов Иван Иванович · АО «Комбинат»')).toBeInTheDocument();

    // Another organization's permit is on the board (the zone is shared) but is not a link.
    const theirs = within(zone).getByRole('group', { name: /^(Конфликт, )?(< 24 ч, )?№ П-2 · Газоопасные работы, .*Готов к работе, / });
    expect(within(theirs).queryByRole('link')).not.toBeInTheDocument();
    expect(within(zone).getAllByRole('link')).toHaveLength(1);

    expect(screen.getByRole('region', { name: 'Условные обозначения' })).toHaveTextContent('Срок продлен');
    expect(screen.getByText(/Чт 26\.11 — Чт 03\.12 · данные на 26\.11\.2026 10:15/)).toBeInTheDocument();
  });

  it('days run across in their own scrolling box, today first', async () => {
    setup(board([bar(1)]));
    const timeline = await screen.findByRole('region', { name: 'Резервуарный парк' }).then(() => screen.getByLabelText('Шкала времени доски работ'));
    expect(timeline).toHaveStyle({ overflowX: 'auto' });
    expect(within(timeline).getByText('Чт 26.11')).toBeInTheDocument();
    expect(within(timeline).getByText('Чт 03.12')).toBeInTheDocument();
  });

  it('says so when there is no work, and says it is loading meanwhile', async () => {
    let answer!: (b: Board) => void;
    setup(() => new Promise<Board>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Загрузка доски работ…')).toBeInTheDocument();
    answer({ ...board([]), places: [] });
    expect(await screen.findByText('На доске нет работ')).toBeInTheDocument();
  });

  it('the filters ask the server again, by place, type and organization', async () => {
    const view = setup(board([bar(1)]));
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Место работ' }), 'Эстакада · НД: 1, в работе: 0');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Вид наряд-допуска' }), 'Огневые работы');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Организация' }), 'АО «Комбинат»');
    await waitFor(() => expect(boardCalls(view.services.api.call).at(-1)?.[1]).toEqual({ query: { place: 8, type: 1, organization: 3 } }));
  });

  it('while a new filter’s board loads, keeps the previous one dimmed and says so, not that there is no work', async () => {
    let calls = 0;
    let release!: (b: Board) => void;
    setup(() => {
      calls += 1;
      return calls === 1 ? board([bar(1)]) : new Promise<Board>((resolve) => (release = resolve));
    });
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Место работ' }), 'Эстакада · НД: 1, в работе: 0');
    expect(await screen.findByText('Загрузка доски по выбранным фильтрам…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Резервуарный парк' }).closest('[aria-busy="true"]')).not.toBeNull();
    release({ ...board([]), places: [] });
    expect(await screen.findByText('На доске нет работ')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка доски по выбранным фильтрам…')).not.toBeInTheDocument();
  });

  it('a type from the address that the catalogue does not list shows as itself, not as «Все», and can be reset', async () => {
    setup(board([bar(1)]), { route: '/nd/board?place=7&type=5' });
    const type = screen.getByRole('combobox', { name: 'Вид наряд-допуска' });
    await screen.findByRole('option', { name: '№ 5 (нет в справочнике)' });
    expect(type).toHaveValue('5');
    await userEvent.selectOptions(type, 'Все');
    await waitFor(() => expect(address()).not.toHaveTextContent('type=5'));
  });

  it('reloads at once after a change made in the portal, and polls every 15 s otherwise', async () => {
    const view = setup(board([bar(1)]));
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    expect(boardCalls(view.services.api.call)).toHaveLength(1);
    view.services.events.emit(EVENTS.ndChanged, { ndId: 1 });
    await waitFor(() => expect(boardCalls(view.services.api.call)).toHaveLength(2));
    const query = view.queryClient.getQueryCache().find({ queryKey: ['nd', 'board'], exact: false });
    expect(query?.options).toMatchObject({ refetchInterval: BOARD_REFRESH_MS, refetchIntervalInBackground: false });
  });
});

describe('«Доска работ»: the place it opens on', () => {
  const placeOf = (call: unknown) => boardCalls(call).map(([, input]) => (input as { query: { place: number } }).query.place);

  it('lists the organization’s places with their counts and «Все места», and opens on the first, written into the address', async () => {
    const view = setup(board([bar(1)]));
    expect(await screen.findByText('Загрузка мест доски работ…')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    const picker = screen.getByRole('combobox', { name: 'Место работ' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Резервуарный парк · НД: 2, в работе: 1', 'Эстакада · НД: 1, в работе: 0', 'Все места']);
    expect(picker).toHaveValue('7');
    expect(address()).toHaveTextContent('?place=7');
    // One board call, for that place: never the whole organization first.
    expect(placeOf(view.services.api.call)).toEqual([7]);
  });

  it('opens on the place this user chose last, while it is still in the list', async () => {
    const first = setup(board([bar(1)]));
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Место работ' }), 'Эстакада · НД: 1, в работе: 0');
    await waitFor(() => expect(placeOf(first.services.api.call).at(-1)).toBe(8));
    first.unmount();

    const again = setup(board([bar(1)]));
    await waitFor(() => expect(address()).toHaveTextContent('?place=8'));
    expect(placeOf(again.services.api.call)).toEqual([8]);
    expect(screen.getByRole('combobox', { name: 'Место работ' })).toHaveValue('8');
    again.unmount();

    // Another user of the same browser is not given it.
    setup(board([bar(1)]), { userId: 12 });
    await waitFor(() => expect(address()).toHaveTextContent('?place=7'));
  });

  it('opens on the first place when the remembered one has no work on the board any more', async () => {
    const first = setup(board([bar(1)]));
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Место работ' }), 'Эстакада · НД: 1, в работе: 0');
    await waitFor(() => expect(address()).toHaveTextContent('?place=8'));
    first.unmount();

    const view = setup(board([bar(1)]), { places: [PLACES[0]!] });
    await waitFor(() => expect(address()).toHaveTextContent('?place=7'));
    expect(placeOf(view.services.api.call)).toEqual([7]);
  });

  it('«Все места» is a choice of its own: the whole organization, with a word on its size, kept in the address', async () => {
    const view = setup(board([bar(1)]));
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Место работ' }), 'Все места');
    await waitFor(() => expect(placeOf(view.services.api.call).at(-1)).toBe(0));
    expect(address()).toHaveTextContent('?place=all');
    expect(screen.getByText(/Все места сразу — это может быть очень большая доска/)).toBeInTheDocument();
  });

  it('an address naming a place or «Все места» asks the board at once, without waiting for the places', async () => {
    const never = () => new Promise<BoardPlaceChoice[]>(() => undefined);
    const view = setup(board([bar(1)]), { places: never, route: '/nd/board?place=all&type=1' });
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    expect(boardCalls(view.services.api.call).map(([, input]) => input)).toEqual([{ query: { place: 0, type: 1, organization: 0 } }]);
    expect(screen.getByRole('combobox', { name: 'Место работ' })).toHaveValue('all');
  });

  it('an address naming a place still says when the place list failed, with a retry (the picker needs it)', async () => {
    let failing = true;
    const places = () => (failing ? Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Сервис временно недоступен')) : Promise.resolve(PLACES));
    setup(board([bar(1)]), { places, route: '/nd/board?place=1' });
    await screen.findByRole('region', { name: 'Резервуарный парк' });
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    failing = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('combobox', { name: 'Место работ' })).getByRole('option', { name: /^Эстакада/ })).toBeInTheDocument();
  });

  it('without a place in the address, a failed place list says so in the picker too, not that it is still loading', async () => {
    setup(board([bar(1)]), { places: () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Сервис временно недоступен')) });
    await screen.findByRole('button', { name: 'Повторить' });
    expect(
      within(screen.getByRole('combobox', { name: 'Место работ' })).getByRole('option', { name: 'Не удалось загрузить места' }),
    ).toBeInTheDocument();
  });

  it('an empty board of one place says to choose another place, not to reset filters the user never set', async () => {
    setup({ ...board([]), places: [] }, { route: '/nd/board?place=1' });
    expect(await screen.findByText('В этом месте за эти дни работ нет: выберите другое место')).toBeInTheDocument();
    expect(screen.queryByText(/измените или сбросьте фильтры/)).not.toBeInTheDocument();
  });

  it('says the organization has no work on the board when it has no places, and asks for no board', async () => {
    const view = setup(board([bar(1)]), { places: [] });
    expect(await screen.findByText('На доске нет работ')).toBeInTheDocument();
    expect(screen.getByText(/За эти дни у вашей организации нет наряд-допусков/)).toBeInTheDocument();
    expect(boardCalls(view.services.api.call)).toHaveLength(0);
    expect(address()).toHaveTextContent(/^$/);
  });
});
