import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type SimopsRule } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

const RULES: SimopsRule[] = [
  {
    id: 1,
    typeA: 2,
    typeB: 3,
    typeAName: 'Работы на высоте',
    typeBName: 'Электромонтажные работы',
    decision: 'conditional',
    conditions: 'Снять напряжение',
  },
  { id: 2, typeA: 1, typeB: 4, typeAName: 'Газоопасные работы', typeBName: 'Огневые работы', decision: 'forbidden', conditions: null },
  { id: 3, typeA: 5, typeB: 5, typeAName: 'Осмотр', typeBName: 'Осмотр', decision: 'allowed', conditions: null },
];

function setup(rules: SimopsRule[] = RULES) {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  let current = [...rules];
  fake.fake.reply(endpoints.simops.listAll, () => current);
  fake.fake.reply(endpoints.simops.delete, (input: unknown) => {
    const { id } = (input as { params: { id: number } }).params;
    current = current.filter((r) => r.id !== id);
    return { ok: true };
  });
  renderAdmin('/admin/simops', fake);
  return { fake };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('«Совмещение работ (SIMOPS)»', () => {
  it('lists the pairs by name with the decision and the conditions, and says an unlisted pair is forbidden', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Совмещение работ (SIMOPS)' })).toBeInTheDocument();
    expect(screen.getByText(/Пара, которой нет в списке, запрещена/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Совмещение работ (SIMOPS)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Вид работ А', 'Вид работ Б', 'Решение', 'Условия', 'Действия']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => cellsOf(r).slice(0, 4))).toEqual([
      ['Газоопасные работы', 'Огневые работы', 'Запрещено', '—'],
      ['Осмотр', 'Осмотр', 'Разрешено', '—'],
      ['Работы на высоте', 'Электромонтажные работы', 'Разрешено при условиях', 'Снять напряжение'],
    ]);
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', '/admin/simops/add');
    expect(within(rows[2]!).getByRole('link', { name: 'Изменить: Работы на высоте + Электромонтажные работы' })).toHaveAttribute(
      'href',
      '/admin/simops/1',
    );
  });

  it('asks before deleting, names the pair and what follows, deletes and re-reads the matrix', async () => {
    const { fake } = setup();
    const table = await screen.findByRole('table', { name: 'Совмещение работ (SIMOPS)' });
    await userEvent.click(within(table).getByRole('button', { name: 'Удалить: Осмотр + Осмотр' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveTextContent('«Осмотр + Осмотр»');
    expect(dialog).toHaveTextContent('совмещение этих видов работ будет запрещено');
    expect(fake.services.api.call).not.toHaveBeenCalledWith(endpoints.simops.delete, expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.simops.delete, { params: { id: 3 } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByText('Осмотр')).not.toBeInTheDocument();
  });

  it('keeps the row and shows the server’s message when the delete is refused', async () => {
    const { fake } = setup();
    fake.fake.fail(endpoints.simops.delete, 404, 'Правило совмещения работ не найдено');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Удалить: Осмотр + Осмотр' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Правило совмещения работ не найдено');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('says so when the matrix is empty: every pair is forbidden', async () => {
    setup([]);
    expect(await screen.findByText('Правил пока нет')).toBeInTheDocument();
    expect(screen.getByText(/Все пары видов работ запрещены/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a Russian error with a retry when the matrix cannot be read', async () => {
    const fake = createFakeServices(signedInSnapshot(['ADMIN']));
    fake.fake.fail(endpoints.simops.listAll, 503, 'Сервис временно недоступен');
    renderAdmin('/admin/simops', fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('is for administrators only: another role sees a refusal and nothing is asked', () => {
    const fake = createFakeServices(signedInSnapshot(['EXECUTOR']));
    renderAdmin('/admin/simops', fake);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет доступа к этому разделу');
    expect(fake.services.api.call).not.toHaveBeenCalled();
  });
});
