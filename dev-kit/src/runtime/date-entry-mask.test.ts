import { fromPickerValue, maskDateTime, toPickerValue } from './date-entry';

/** Types `keys` one at a time into an empty field the way the input's onChange sees them (Backspace deletes the last character). */
function typeInto(kind: Parameters<typeof maskDateTime>[1], keys: string[], start = ''): string {
  let value = start;
  for (const key of keys) {
    const next = key === 'Backspace' ? value.slice(0, -1) : value + key;
    value = maskDateTime(next, kind, value);
  }
  return value;
}

describe('date and time entry on a numeric keypad', () => {
  it('puts the separators in while digits are typed', () => {
    expect(typeInto('dateTime', [...'251120261430'])).toBe('25.11.2026 14:30');
    expect(typeInto('date', [...'25112026'])).toBe('25.11.2026');
    expect(typeInto('time', [...'0805'])).toBe('08:05');
    // The separator appears as soon as its group is complete, and nothing is typed past the last group.
    expect(typeInto('date', [...'2511'])).toBe('25.11.');
    expect(typeInto('time', [...'080512'])).toBe('08:05');
  });

  it('lets backspace go on past a separator', () => {
    expect(typeInto('date', ['Backspace'], '25.11.')).toBe('25.11');
    expect(typeInto('date', ['Backspace', 'Backspace'], '25.11.')).toBe('25.1');
    expect(typeInto('dateTime', Array(8).fill('Backspace'), '25.11.2026 14:30')).toBe('25.11.20');
    expect(typeInto('dateTime', ['Backspace', '5'], '25.11.2026 14:30')).toBe('25.11.2026 14:35');
  });

  it('keeps a pasted full value, and reads separators typed on a full keyboard', () => {
    expect(maskDateTime('25.11.2026 14:30', 'dateTime')).toBe('25.11.2026 14:30');
    expect(maskDateTime('25.11.2026', 'date')).toBe('25.11.2026');
    expect(maskDateTime('14:30', 'time')).toBe('14:30');
    expect(typeInto('date', [...'7.3.2025'])).toBe('07.03.2025');
    expect(typeInto('time', [...'9:05'])).toBe('09:05');
    expect(typeInto('date', [...'25..11'])).toBe('25.11.');
  });
});

describe('the native picker', () => {
  it('gets the typed date and time in its own format, and gives them back in the form’s', () => {
    expect(toPickerValue('25.11.2026', '14:30')).toBe('2026-11-25T14:30');
    expect(toPickerValue('25.11.2026', '')).toBe('2026-11-25T00:00');
    expect(toPickerValue('25.11.2026')).toBe('2026-11-25');
    expect(toPickerValue('31.02.2026', '10:00')).toBe('');
    expect(fromPickerValue('2026-11-25T14:30')).toEqual({ date: '25.11.2026', time: '14:30' });
    expect(fromPickerValue('2026-11-25')).toEqual({ date: '25.11.2026', time: '' });
    expect(fromPickerValue('')).toEqual({ date: '', time: '' });
  });
});
