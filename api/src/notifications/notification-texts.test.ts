import { ND_STATUS_LABELS } from '@permit/shared-contracts';
import { notificationText } from './notification-texts';

describe('notificationText', () => {
  it('names an expired permit with the status label the list shows', () => {
    expect(notificationText('EXPIRED', 42)).toBe(`${ND_STATUS_LABELS.EXPIRED} наряда-допуска №42`);
    expect(notificationText('EXPIRED', 42)).toContain('Истек срок');
  });

  it('appends the comment only to the kinds that carry one', () => {
    expect(notificationText('RETURNED', 7, 'нет схемы')).toBe('Наряд-допуск №7 возвращён на доработку: нет схемы');
    expect(notificationText('APPROVED', 7, 'лишнее')).toBe('Наряд-допуск №7 согласован и готов к работе');
  });
});
