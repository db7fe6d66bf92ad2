import type { ZoneWork } from '@permit/shared-contracts';
import { localNow, startHint } from './start-hint';

const nd = { datetimeStart: '2026-11-30T11:00:00', datetimeEnd: '2026-11-30T19:00:00' };
const work = (decision: ZoneWork['decision'], active: boolean) => ({ decision, active }) as ZoneWork;

describe('why a start would be refused, said before it is tried', () => {
  it('writes the device time as the wire does, local and without a zone', () => {
    expect(localNow(new Date(2026, 10, 30, 9, 5, 7))).toBe('2026-11-30T09:05:07');
  });

  it('names the window’s start before it and its end after it', () => {
    expect(startHint(nd, [], '2026-11-30T10:59:59')).toBe('Начать работы можно с 30.11.2026 11:00');
    expect(startHint(nd, [], '2026-11-30T19:00:01')).toBe('Период действия наряд-допуска закончился 30.11.2026 19:00: начать работы нельзя');
    expect(startHint({ datetimeStart: '', datetimeEnd: '' }, [], '2026-11-30T12:00:00')).toMatch(/не указан период действия/);
  });

  it('inside the window, only a work in progress the matrix forbids stands in the way', () => {
    const now = '2026-11-30T12:00:00';
    expect(startHint(nd, [], now)).toBeNull();
    expect(startHint(nd, undefined, now)).toBeNull();
    expect(startHint(nd, [work('forbidden', false), work('conditional', true), work('allowed', true)], now)).toBeNull();
    expect(startHint(nd, [work('forbidden', true)], now)).toMatch(/пока они идут, начать работы нельзя/);
  });
});
