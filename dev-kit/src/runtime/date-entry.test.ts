import { dottedToIsoDate, isValidTime } from './date-entry';

describe('typed dates and times', () => {
  it('reads dd.mm.yyyy as a calendar date and refuses impossible ones', () => {
    expect(dottedToIsoDate('07.03.2025')).toBe('2025-03-07');
    expect(dottedToIsoDate(' 29.02.2024 ')).toBe('2024-02-29');
    expect(dottedToIsoDate('29.02.2025')).toBeNull();
    expect(dottedToIsoDate('31.04.2025')).toBeNull();
    expect(dottedToIsoDate('7.3.2025')).toBeNull();
    expect(dottedToIsoDate('2025-03-07')).toBeNull();
    expect(dottedToIsoDate('00.01.2025')).toBeNull();
  });

  it('accepts only hh:mm times', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('9:30')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
  });
});
