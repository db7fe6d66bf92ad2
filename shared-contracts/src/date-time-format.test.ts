import { formatDateTime } from './date-time-format';

describe('formatDateTime', () => {
  it('shows the wall-clock time as dd.mm.yyyy hh:mm without a time-zone shift', () => {
    expect(formatDateTime('2025-03-07T08:05:00')).toBe('07.03.2025 08:05');
  });

  it('shows a dash for an empty date of a draft', () => {
    expect(formatDateTime('')).toBe('—');
  });
});
