import { filterDate, fromIsoDateTime, toIsoDateTime } from './date-input';

describe('date input conversions', () => {
  it('sends filter dates as the first and the last minute of the day, and "!" when empty', () => {
    expect(filterDate('07.03.2025', 'start')).toBe('2025-03-07 00:00');
    expect(filterDate('07.03.2025', 'end')).toBe('2025-03-07 23:59');
    expect(filterDate('  ', 'start')).toBe('!');
    expect(filterDate('32.01.2025', 'end')).toBeNull();
  });

  it('joins form date and time into ISO with seconds 00', () => {
    expect(toIsoDateTime('07.03.2025', '08:05')).toBe('2025-03-07T08:05:00');
    expect(toIsoDateTime('07.03.2025', '')).toBe('2025-03-07T00:00:00');
    expect(toIsoDateTime('', '08:05')).toBe('');
    expect(toIsoDateTime('07.03.2025', '24:00')).toBeNull();
    expect(toIsoDateTime('7 марта', '08:00')).toBeNull();
  });

  it('splits a loaded ISO value back into the two fields without a time-zone shift', () => {
    expect(fromIsoDateTime('2025-03-07T23:59:00')).toEqual({ date: '07.03.2025', time: '23:59' });
    expect(fromIsoDateTime('')).toEqual({ date: '', time: '' });
  });
});
