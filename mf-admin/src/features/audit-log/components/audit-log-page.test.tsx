import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type AuditEntry } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-03-01T08:05:00',
  userId: 7,
  userName: 'Иванов Иван Петрович',
  organizationId: 3,
  action: 'move',
  entityType: 'nd',
  entityId: 42,
  changes: { from: 'DRAFT', to: 'ON_ACCEPTANCE' },
  ...extra,
});

const auditCalls = (call: unknown) => (call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.audit.list).map(([, input]) => input);

function admin() {
  return createFakeServices(signedInSnapshot(['ADMIN']));
}

describe('«Журнал действий»', () => {
  it('lists entries newest first in Russian: when, who, action, object, changes', async () => {
    const fake = admin();
    fake.fake.reply(endpoints.audit.list, {
      data: [
        entry(3),
        entry(2, {
          action: 'update',
          entityType: 'instruments',
          entityId: 5,
          organizationId: null,
          changes: { description: ['Стальной', 'Титановый'] },
        }),
        entry(1, { userId: null, userName: '', action: 'move', changes: { from: 'IN_WORK', to: 'EXPIRED' } }),
      ],
      count: 3,
    });
    renderAdmin('/admin/audit', fake);

    expect(screen.getByRole('heading', { name: 'Журнал действий' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('01.03.2026 08:05');
    expect(first).toHaveTextContent('Иванов Иван Петрович');
    expect(first).toHaveTextContent('Смена статуса');
    expect(first).toHaveTextContent('Наряд-допуск № 42');
    expect(first).toHaveTextContent('Статус: Черновик → На рассмотрении');
    expect(second).toHaveTextContent('Инструмент № 5');
    expect(second).toHaveTextContent('Описание: Стальной → Титановый');
    expect(third).toHaveTextContent('Система');
    expect(auditCalls(fake.services.api.call)[0]).toEqual({ params: { page: 0, size: 20 }, query: {} });
  });

  it('filters by object and action, starting again from the first page', async () => {
    const fake = admin();
    fake.fake.reply(endpoints.audit.list, { data: [entry(1)], count: 1 });
    renderAdmin('/admin/audit?page=2', fake);
    await screen.findByRole('table', { name: 'Журнал действий' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Объект' }), 'Пользователь');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Действие' }), 'Изменение ролей');

    await waitFor(() =>
      expect(auditCalls(fake.services.api.call)).toContainEqual({ params: { page: 0, size: 20 }, query: { entityType: 'user', action: 'roles' } }),
    );
  });

  it('takes days typed as дд.мм.гггг on a numeric keypad, asking only once a day is whole', async () => {
    const fake = admin();
    fake.fake.reply(endpoints.audit.list, { data: [entry(1)], count: 1 });
    renderAdmin('/admin/audit?dateTo=2026-03-31', fake);
    await screen.findByRole('table', { name: 'Журнал действий' });
    // A day in the address reads as the field's own format.
    expect(screen.getByRole('textbox', { name: 'По дату' })).toHaveValue('31.03.2026');

    const from = screen.getByRole('textbox', { name: 'С даты' });
    await userEvent.type(from, '0103');
    expect(from).toHaveValue('01.03.');
    await userEvent.tab();
    expect(screen.getByText('Введите дату в формате дд.мм.гггг')).toBeInTheDocument();
    expect(auditCalls(fake.services.api.call).some((input) => JSON.stringify(input).includes('dateFrom'))).toBe(false);

    await userEvent.type(from, '2026');
    expect(from).toHaveValue('01.03.2026');
    expect(screen.queryByText('Введите дату в формате дд.мм.гггг')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(auditCalls(fake.services.api.call)).toContainEqual({
        params: { page: 0, size: 20 },
        query: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Календарь: с даты' })).toBeInTheDocument();
  });

  it('pages through the trail with the total', async () => {
    const fake = admin();
    fake.fake.reply(endpoints.audit.list, { data: Array.from({ length: 20 }, (_, i) => entry(100 - i)), count: 45 });
    renderAdmin('/admin/audit', fake);

    expect(await screen.findByText('Всего: 45')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Следующая страница' }));

    await waitFor(() => expect(auditCalls(fake.services.api.call)).toContainEqual({ params: { page: 1, size: 20 }, query: {} }));
  });

  it('says so when nothing matches, and shows loading and errors', async () => {
    const empty = admin();
    empty.fake.reply(endpoints.audit.list, { data: [], count: 0 });
    const { unmount } = renderAdmin('/admin/audit', empty);
    expect(screen.getByText('Загрузка журнала…')).toBeInTheDocument();
    expect(await screen.findByText('Записей нет')).toBeInTheDocument();
    unmount();

    const failing = admin();
    failing.fake.fail(endpoints.audit.list, 500, 'Внутренняя ошибка сервера');
    renderAdmin('/admin/audit', failing);
    expect(await screen.findByRole('button', { name: /Повторить/ })).toBeInTheDocument();
  });

  it('is not shown to a user without the ADMIN role', async () => {
    const fake = createFakeServices(signedInSnapshot(['CREATOR']));
    fake.fake.reply(endpoints.audit.list, { data: [entry(1)], count: 1 });
    renderAdmin('/admin/audit', fake);

    expect(await screen.findByText(/Нет доступа/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(auditCalls(fake.services.api.call)).toEqual([]);
  });
});
