import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ApiError, endpoints } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

function sizRows(ids: number[]) {
  return ids.map((id) => ({ id, siz_name: `Каска ${id}`, description: `Описание ${id}` }));
}

function setup() {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  let ids = [1, 2, 3];
  fake.fake.reply(endpoints.catalogues.Siz.list, () => sizRows(ids));
  fake.fake.reply(endpoints.catalogues.Siz.delete, (input: unknown) => {
    const { id } = (input as { params: { id: number } }).params;
    if (id === 2) throw new ApiError(409, 'CONFLICT', 'Запись используется в других объектах и не может быть удалена');
    ids = ids.filter((x) => x !== id);
    return { ok: true };
  });
  return renderAdmin('/admin/siz', fake);
}

describe('catalogue list actions', () => {
  it('has «Добавить» and, per row, «Изменить» linking to the edit form', async () => {
    const { services } = setup();
    const table = await screen.findByRole('table', { name: 'Средства индивидуальной защиты' });
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', '/admin/siz/add');
    // SIZ: 20 rows a page, no sorting controls.
    expect(services.api.call).toHaveBeenCalledWith(endpoints.catalogues.Siz.list, { params: { page: 0, size: 20 } }, expect.anything());
    expect(within(table).queryByRole('button', { name: /сортир/i })).not.toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Изменить' })).toHaveAttribute('href', '/admin/siz/1');
  });

  it('asks «Удалить запись?», deletes under /api/admin/siz and re-reads the list', async () => {
    const { services } = setup();
    const table = await screen.findByRole('table', { name: 'Средства индивидуальной защиты' });
    await userEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Удалить' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveTextContent('Каска 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(screen.queryByText('Каска 1')).not.toBeInTheDocument());
    expect(services.api.call).toHaveBeenCalledWith(endpoints.catalogues.Siz.delete, { params: { id: 1 } });
    expect(endpoints.catalogues.Siz.delete.path).toBe('/api/admin/siz/delete/{id}');
    expect(screen.getByText('Каска 2')).toBeInTheDocument();
  });

  it('shows the server message when the row is in use (409) and keeps the row', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Средства индивидуальной защиты' });
    await userEvent.click(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Запись используется в других объектах');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Каска 2')).toBeInTheDocument();
  });
});
