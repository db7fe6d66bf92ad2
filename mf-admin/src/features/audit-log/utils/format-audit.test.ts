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
    expect(formatChanges(entry({ changes: { description: ['Стальной', 'Титановый'], place: [null, 5] } }))).toBe(
      'description: Стальной → Титановый; place: — → 5',
    );
    expect(formatChanges(entry({ action: 'move', changes: { from: 'DRAFT', to: 'ON_ACCEPTANCE' } }))).toBe('from: Черновик; to: На рассмотрении');
    expect(formatChanges(entry({ action: 'roles', changes: { roles: [['CREATOR'], ['CREATOR', 'EXECUTOR']] } }))).toBe(
      'roles: CREATOR → CREATOR, EXECUTOR',
    );
    expect(formatChanges(entry({ action: 'password', changes: {} }))).toBe('—');
  });

  it('names the entity, the actor (or the system) and the time', () => {
    expect(entityLabel(entry({}))).toBe('Наряд-допуск № 42');
    expect(entityLabel(entry({ entityType: 'Siz', entityId: 5 }))).toBe('СИЗ № 5');
    expect(actorLabel(entry({ userId: null, userName: '' }))).toBe('Система');
    expect(formatAt('2026-03-01T08:05:00')).toBe('01.03.2026 08:05');
  });
});
