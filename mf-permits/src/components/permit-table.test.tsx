import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@permit/dev-kit/testing';
import type { NdListRow } from '@permit/shared-contracts';
import { formatDateTime } from '../lib/format-date-time';
import { PermitTable } from './permit-table';
import { testListRow } from '../testing/nd-fixture';

jest.mock('../lib/format-date-time', () => {
  const actual = jest.requireActual<typeof import('../lib/format-date-time')>('../lib/format-date-time');
  return { ...actual, formatDateTime: jest.fn(actual.formatDateTime) };
});
const formatCalls = jest.mocked(formatDateTime);

const rows: NdListRow[] = Array.from({ length: 20 }, (_, i) => testListRow(i + 1));

/** The list screen's situation: the favourites arrive after the rows, and the screen renders again. */
function ListWithFavourites() {
  const [favouriteIds, setFavouriteIds] = useState<ReadonlySet<number> | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setFavouriteIds(new Set([3]))}>
        Избранное пришло
      </button>
      <PermitTable rows={rows} showStatus basePath="/nd" caption="Наряд-допуски" userId={11} favouriteIds={favouriteIds} />
    </>
  );
}

describe('the permit table', () => {
  it('renders again only the rows whose flags changed when the list screen renders again', async () => {
    renderRemote(<ListWithFavourites />);
    expect(await screen.findAllByRole('link', { name: /Просмотр наряд-допуска/ })).toHaveLength(20);
    // Copy links for a creator, read from the session once for the whole table.
    expect(screen.getAllByRole('link', { name: /Копировать наряд-допуск/ })).toHaveLength(20);
    formatCalls.mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Избранное пришло' }));

    expect(await screen.findByRole('button', { name: 'Убрать наряд-допуск № 3 из избранного' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Добавить наряд-допуск № \d+ в избранное/ })).toHaveLength(19);
    // Every row's star changed from «unknown» to a value, so each renders once; nothing renders twice.
    expect(formatCalls.mock.calls.length).toBeLessThanOrEqual(20);
    formatCalls.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Избранное пришло' }));
    // A new set with the same content: only the rows' plain props are compared, and none changed.
    expect(formatCalls).not.toHaveBeenCalled();
  });

  it('on a phone, as cards, renders again only the cards whose flags changed', async () => {
    // The compact media query (lib/use-compact-layout.ts) matches, as on a phone.
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width: 63.9975rem') })) as typeof window.matchMedia;
    try {
      renderRemote(<ListWithFavourites />);
      expect(await screen.findByRole('list', { name: 'Наряд-допуски' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(20);
      formatCalls.mockClear();

      await userEvent.click(screen.getByRole('button', { name: 'Избранное пришло' }));
      expect(await screen.findByRole('button', { name: 'Убрать наряд-допуск № 3 из избранного' })).toBeInTheDocument();
      expect(formatCalls.mock.calls.length).toBeLessThanOrEqual(20);
      formatCalls.mockClear();
      await userEvent.click(screen.getByRole('button', { name: 'Избранное пришло' }));
      expect(formatCalls).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = original;
    }
  });
});
