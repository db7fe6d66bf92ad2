import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { testListRow } from '../../../testing/nd-fixture';
import { renderPermits } from '../../../testing/render-permits';

/** A phone or a tablet: the compact media query (lib/use-compact-layout.ts) matches, as a narrow browser window would. */
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width: 63.9975rem') })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
});

const row = testListRow(5, {
  contentWorks: [],
  contentWorksHand: 'Сварка стыков',
  place_detail: { id: 9, place: 'Цех 1' },
  datetimeStart: '2026-11-25T14:30:00',
  datetimeEnd: '',
});

/** The reference lists the filter bar's selects offer. */
const LOOKUPS = [
  endpoints.catalogues.typeNd.listAll,
  endpoints.catalogues.placesWorks.listAll,
  endpoints.catalogues.sections.listAll,
  endpoints.users.listAllByRole,
];

/** The reference lists asked for so far, in order. */
const lookupCalls = (fake: ReturnType<typeof setup>) =>
  (fake.services.api.call as jest.Mock).mock.calls.map(([endpoint]) => endpoint).filter((endpoint) => LOOKUPS.includes(endpoint));

function setup() {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.search, { data: [row], count: 1 });
  fake.fake.reply(endpoints.catalogues.placesWorks.listAll, [{ id: 9, place: 'Цех 1', description: '' }]);
  return fake;
}

describe('the permit list on a phone', () => {
  it('shows cards with the number, status, works, place, start and «Просмотр», and no table', async () => {
    renderPermits('/nd', setup());
    const cards = await screen.findByRole('list', { name: 'Наряд-допуски' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: '№ 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('В работе');
    expect(card).toHaveTextContent('Сварка стыков');
    expect(card).toHaveTextContent('МестоЦех 1');
    expect(card).toHaveTextContent('Начало25.11.2026 14:30');
    expect(within(card).getByRole('link', { name: 'Просмотр наряд-допуска № 5' })).toHaveAttribute('href', '/nd/show/5');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('folds the filters behind «Фильтры», names the applied ones, and resets them', async () => {
    const fake = setup();
    renderPermits('/nd?status=IN_WORK&place=9', fake);
    await screen.findByRole('list', { name: 'Наряд-допуски' });
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Фильтры' })).not.toBeInTheDocument();
    // Folded, the bar asks for the places alone: the summary names the applied one.
    expect(await screen.findByText('Статус: В работе · Место: Цех 1')).toHaveTextContent('Применены фильтры: Статус: В работе · Место: Цех 1');
    expect(lookupCalls(fake)).toEqual([endpoints.catalogues.placesWorks.listAll]);

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('form', { name: 'Фильтры' }).id);
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(screen.queryByText(/Статус: В работе/)).not.toBeInTheDocument());
    const last = (fake.services.api.call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.search).at(-1)?.[1];
    expect(last.query).toMatchObject({ status: '', place: 0 });
  });

  it('renders the folded form and asks for its reference lists only once it is opened, and keeps what was typed', async () => {
    const fake = setup();
    renderPermits('/nd', fake);
    await screen.findByRole('list', { name: 'Наряд-допуски' });
    expect(screen.queryByRole('form', { name: 'Фильтры' })).not.toBeInTheDocument();
    expect(lookupCalls(fake)).toEqual([]);

    // The places arrive only when the test lets them: meanwhile their select says the list is loading.
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    fake.fake.reply(endpoints.catalogues.placesWorks.listAll, () => delivered.then(() => [{ id: 9, place: 'Цех 1', description: '' }]));

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    await user.click(toggle);
    const form = screen.getByRole('form', { name: 'Фильтры' });
    await waitFor(() => expect(new Set(lookupCalls(fake))).toEqual(new Set(LOOKUPS)));
    const place = within(form).getByLabelText('Место проведения работ');
    expect(within(place).getByRole('option', { name: 'Загрузка списка…' })).toBeDisabled();
    deliver();
    expect(await within(place).findByRole('option', { name: 'Цех 1' })).toBeInTheDocument();
    expect(within(place).queryByRole('option', { name: 'Загрузка списка…' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Номер'), '42');
    await user.click(toggle);
    expect(screen.queryByRole('form', { name: 'Фильтры' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(screen.getByRole('form', { name: 'Фильтры' })).getByLabelText('Номер')).toHaveValue('42');
  });
});
