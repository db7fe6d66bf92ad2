import { browserOffsetMinutes, shiftTimePair } from './shift-time-pair';

describe('work shift [hour, minute] pair', () => {
  it('adds the zone offset to the hour (Moscow, +3)', () => {
    expect(shiftTimePair('08:00', 180)).toEqual([11, 0]);
    expect(shiftTimePair('12:45', 180)).toEqual([15, 45]);
  });

  it('wraps past 23', () => {
    expect(shiftTimePair('22:30', 180)).toEqual([1, 30]);
    expect(shiftTimePair('23:59', 60)).toEqual([0, 59]);
    expect(shiftTimePair('20:00', 720)).toEqual([8, 0]);
  });

  it('keeps the time at UTC and wraps below 0 for zones west of Greenwich', () => {
    expect(shiftTimePair('08:00', 0)).toEqual([8, 0]);
    expect(shiftTimePair('02:00', -300)).toEqual([21, 0]);
  });

  it('shifts half-hour zones by their minutes too', () => {
    expect(shiftTimePair('20:00', 330)).toEqual([1, 30]);
  });

  it('gives nothing for text that is not a time', () => {
    expect(shiftTimePair('', 180)).toBeUndefined();
    expect(shiftTimePair('25:00', 180)).toBeUndefined();
  });

  it("reads the browser's offset east-positive (getTimezoneOffset is UTC minus local)", () => {
    const spy = jest.spyOn(Date.prototype, 'getTimezoneOffset');
    spy.mockReturnValue(-180);
    expect(browserOffsetMinutes()).toBe(180);
    spy.mockReturnValue(300);
    expect(browserOffsetMinutes()).toBe(-300);
    spy.mockRestore();
  });
});
