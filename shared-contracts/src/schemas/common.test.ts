import { isCalendarMoment, isoLocalDateTime } from './common';

describe('a moment the calendar has', () => {
  it('refuses the days and times Date.parse would roll over, and takes real ones', () => {
    expect(isCalendarMoment('2027-02-28T08:00:00')).toBe(true);
    expect(isCalendarMoment('2028-02-29')).toBe(true);
    expect(isCalendarMoment('2027-02-29')).toBe(false);
    expect(isCalendarMoment('2027-02-30T08:00:00')).toBe(false);
    expect(isCalendarMoment('2026-11-31')).toBe(false);
    expect(isCalendarMoment('2026-11-30T24:00:00')).toBe(false);
    expect(isCalendarMoment('2026-13-01')).toBe(false);
    expect(isoLocalDateTime.safeParse('2027-02-30T08:00:00').success).toBe(false);
    expect(isoLocalDateTime.safeParse('2027-02-28T08:00:00').success).toBe(true);
  });
});
