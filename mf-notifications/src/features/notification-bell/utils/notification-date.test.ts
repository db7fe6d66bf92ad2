import { formatNotificationDate, toIsoForm } from './notification-date';

describe('notification dates', () => {
  it('turns the spaced server form into the T form', () => {
    expect(toIsoForm('2025-03-07 08:05:09')).toBe('2025-03-07T08:05:09');
  });

  it('shows the date in Russian format with the same wall-clock time', () => {
    expect(formatNotificationDate('2025-03-07 08:05:09')).toBe('07.03.2025, 08:05');
  });
});
