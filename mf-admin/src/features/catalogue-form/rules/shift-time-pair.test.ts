import { shiftTimePair } from './shift-time-pair';

describe('work shift [hour, minute] pair', () => {
  it('is the time as written, whatever the browser’s zone (the server rebuilds the same pair)', () => {
    const spy = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180);
    expect(shiftTimePair('08:00')).toEqual([8, 0]);
    expect(shiftTimePair('22:30')).toEqual([22, 30]);
    expect(shiftTimePair('00:05')).toEqual([0, 5]);
    spy.mockRestore();
  });

  it('gives nothing for text that is not a time', () => {
    expect(shiftTimePair('')).toBeUndefined();
    expect(shiftTimePair('25:00')).toBeUndefined();
    expect(shiftTimePair('08:60')).toBeUndefined();
  });
});
