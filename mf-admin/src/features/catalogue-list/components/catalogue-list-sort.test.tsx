import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ALL_ROWS_SIZE, endpoints } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

const listCalls = (call: unknown, endpoint: unknown) => (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => input);

function placesFake(total: number) {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  // Server order: by id; names run the other way, so a sorted first page differs from the server's.
  const all = Array.from({ length: total }, (_, i) => ({ id: i + 1, place: `Площадка ${total - i}`, description: `Описание ${i + 1}` }));
  fake.fake.reply(endpoints.catalogues.placesWorks.list, (input: unknown) => {
    const { page, size } = (input as { params: { page: number; size: number } }).params;
    return all.slice(page * size, page * size + size);
  });
  return fake;
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('catalogue list order and page size', () => {
  it('sorts the whole catalogue by a column header, then the other way round', async () => {
    renderAdmin('/admin/places', placesFake(25));
    const table = await screen.findByRole('table', { name: 'Места проведения работ' });
    expect(firstCells(table)[0]).toBe('Площадка 25');

    await userEvent.click(within(table).getByRole('button', { name: 'Место проведения работ' }));
    await waitFor(() => expect(firstCells(screen.getByRole('table'))[0]).toBe('Площадка 1'));
    const header = within(screen.getByRole('table')).getByRole('columnheader', { name: /Место проведения работ/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells(screen.getByRole('table')).slice(0, 3)).toEqual(['Площадка 1', 'Площадка 2', 'Площадка 3']);
    expect(firstCells(screen.getByRole('table'))).toHaveLength(20);

    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /Место проведения работ/ }));
    await waitFor(() => expect(firstCells(screen.getByRole('table'))[0]).toBe('Площадка 25'));
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Место проведения работ/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('offers a rows-per-page choice and sends «Все» as 10000000', async () => {
    const fake = placesFake(25);
    renderAdmin('/admin/places', fake);
    await screen.findByRole('table', { name: 'Места проведения работ' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Строк на странице' }), '10');
    await waitFor(() => expect(firstCells(screen.getByRole('table'))).toHaveLength(10));
    expect(listCalls(fake.services.api.call, endpoints.catalogues.placesWorks.list)).toContainEqual({ params: { page: 0, size: 10 } });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Строк на странице' }), 'Все');
    await waitFor(() => expect(firstCells(screen.getByRole('table'))).toHaveLength(25));
    expect(listCalls(fake.services.api.call, endpoints.catalogues.placesWorks.list)).toContainEqual({ params: { page: 0, size: ALL_ROWS_SIZE } });
  });

  it('leaves SIZ unsorted: plain headers, no order', async () => {
    const fake = createFakeServices(signedInSnapshot(['ADMIN']));
    fake.fake.reply(endpoints.catalogues.Siz.list, [{ id: 1, siz_name: 'Каска', description: 'Защитная' }]);
    renderAdmin('/admin/siz?sort=0&dir=desc', fake);
    const table = await screen.findByRole('table');
    expect(within(table).queryAllByRole('button', { name: /Средство защиты|Описание/ })).toHaveLength(0);
    expect(within(table).getByText('Каска')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')[0]).not.toHaveAttribute('aria-sort');
  });
});
