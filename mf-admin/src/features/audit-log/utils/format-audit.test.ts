import type { AuditEntry } from '@permit/shared-contracts';
import { actorLabel, entityLabel, formatAt, formatChanges } from './format-audit';

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-01T08:05:00',
  userId: 7,
  userName: 'Иванов Иван',
  organizationId: 3,
  action: 'update',
  entityType: 'nd',
  entityId: 42,
  changes: {},
  ...extra,
});

describe('audit entry texts', () => {
  it('shows an update as old → new and a status move with Russian status names', () => {
    expect(formatChanges(entry({ entityType: 'instruments', changes: { description: ['Стальной', 'Титановый'] } }))).toBe(
      'Описание: Стальной → Титановый',
    );
    expect(formatChanges(entry({ action: 'move', changes: { from: 'DRAFT', to: 'ON_ACCEPTANCE' } }))).toBe('Статус: Черновик → На рассмотрении');
    expect(formatChanges(entry({ action: 'move', changes: { from: 'IN_WORK', to: 'STOPPED', comment: 'Ветер' } }))).toBe(
      'Статус: В работе → Работы остановлены; Комментарий: Ветер',
    );
    expect(formatChanges(entry({ entityType: 'user', action: 'roles', changes: { roles: [['CREATOR'], ['CREATOR', 'EXECUTOR']] } }))).toBe(
      'Роли: Создатель → Создатель, Исполнитель',
    );
    expect(formatChanges(entry({ action: 'password', changes: {} }))).toBe('—');
  });

  it('names a permit’s stored columns by its fields, a user’s by the user form, and keeps a key no one names', () => {
    expect(formatChanges(entry({ changes: { number_paper_nd: ['П-1', 'П-2'], user_executor_id: [null, 5], place_id: [3, 4] } }))).toBe(
      'Номер бумажного наряда-допуска: П-1 → П-2; Исполнитель: — → 5; Место проведения работ: 3 → 4',
    );
    expect(formatChanges(entry({ entityType: 'user', changes: { family: ['Иванов', 'Петров'] } }))).toMatch(/^Фамилия: Иванов → Петров$/);
    expect(formatChanges(entry({ action: 'file_upload', changes: { file: 'схема.pdf', size: 2048 } }))).toBe('Файл: схема.pdf; Размер, байт: 2048');
    expect(formatChanges(entry({ changes: { legacy_column: [1, 2] } }))).toBe('legacy_column: 1 → 2');
    expect(formatChanges(entry({ action: 'create', changes: { id: 42, priority: 0, status: 'DRAFT' } }))).toBe(
      '№: 42; Приоритет: 0; Статус: Черновик',
    );
    expect(formatChanges(entry({ action: 'move', changes: { from: 'ON_ACCEPTANCE', to: 'ON_ACCEPTANCE', step: 'ISSUANCER' } }))).toBe(
      'Статус: На рассмотрении → На рассмотрении; Шаг маршрута: Выдающий НД',
    );
    expect(formatChanges(entry({ entityType: 'simops', changes: { decision: ['allowed', 'conditional'] } }))).toBe(
      'Решение: Разрешено → Разрешено при условиях',
    );
    expect(formatChanges(entry({ entityType: 'events', action: 'create', changes: { type_nd: 3 } }))).toBe('Вид наряд-допуска: 3');
  });

  it('names the entity, the actor (or the system) and the time', () => {
    expect(entityLabel(entry({}))).toBe('Наряд-допуск № 42');
    expect(entityLabel(entry({ entityType: 'Siz', entityId: 5 }))).toBe('СИЗ № 5');
    expect(actorLabel(entry({ userId: null, userName: '' }))).toBe('Система');
    expect(formatAt('2026-03-01T08:05:00')).toBe('01.03.2026 08:05');
  });
});
