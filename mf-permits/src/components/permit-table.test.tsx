import { act, screen } from '@testing-library/react';
import { createFakeServices, renderRemote, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type NdListRow } from '@permit/shared-contracts';
import { FAVOURITES_KEY } from '../api/favourites/use-favourites';
import { formatDateTime } from '../lib/format-date-time';
import { PermitTable } from './permit-table';
import { testListRow } from '../testing/nd-fixture';

jest.mock('../lib/format-date-time', () => {
  const actual = jest.requireActual<typeof import('../lib/format-date-time')>('../lib/format-date-time');
  return { ...actual, formatDateTime: jest.fn(actual.formatDateTime) };
});
const formatCalls = jest.mocked(formatDateTime);

const rows: NdListRow[] = Array.from({ length: 20 }, (_, i) => testListRow(i + 1));

/**
 * The list screen's situation: the favourites arrive after the rows (the answer is held until `arrive`), and later
 * come again with the same content (a refetch).
 */
function renderWithLateFavourites() {
  const fake = createFakeServices(signedInSnapshot());
  let arrive: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  fake.fake.reply(endpoints.favourites.listAll, () => answered.then(() => [{ id: 1, nd_detail: rows[2] }]));
  const view = renderRemote(<PermitTable rows={rows} showStatus basePath="/nd" caption="Наряд-допуски" userId={11} />, { fake });
  return { ...view, arrive };
}

/** The favourites arrive: each row's star goes from «unknown» to a value, so each renders once, and none twice. */
async function favouritesArriveThenComeAgain({ arrive, queryClient, services }: ReturnType<typeof renderWithLateFavourites>) {
  formatCalls.mockClear();
  arrive();
  expect(await screen.findByRole('button', { name: 'Убрать наряд-допуск № 3 из избранного' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Добавить наряд-допуск № \d+ в избранное/ })).toHaveLength(19);
  expect(formatCalls.mock.calls.length).toBeLessThanOrEqual(20);

  // The same favourites once more (a refetch): only the rows' plain props are compared, and none changed.
  formatCalls.mockClear();
  await act(() => queryClient.refetchQueries({ queryKey: FAVOURITES_KEY }));
  expect(jest.mocked(services.api.call).mock.calls.filter(([endpoint]) => endpoint === endpoints.favourites.listAll)).toHaveLength(2);
  expect(formatCalls).not.toHaveBeenCalled();
}

describe('the permit table', () => {
  it('reads the favourites itself and renders again only the rows whose star changed', async () => {
    const view = renderWithLateFavourites();
    expect(await screen.findAllByRole('link', { name: /Просмотр наряд-допуска/ })).toHaveLength(20);
    // Copy links for a creator, read from the session once for the whole table.
    expect(screen.getAllByRole('link', { name: /Копировать наряд-допуск/ })).toHaveLength(20);
    await favouritesArriveThenComeAgain(view);
  });

  it('on a phone, as cards, renders again only the cards whose star changed', async () => {
    // The compact media query (lib/use-compact-layout.ts) matches, as on a phone.
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width: 63.9975rem') })) as typeof window.matchMedia;
    try {
      const view = renderWithLateFavourites();
      expect(await screen.findByRole('list', { name: 'Наряд-допуски' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(20);
      await favouritesArriveThenComeAgain(view);
    } finally {
      window.matchMedia = original;
    }
  });
});
