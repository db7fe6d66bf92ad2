const MINUTES_PER_DAY = 24 * 60;

/**
 * The browser's offset from UTC in minutes, east positive (Moscow +180). getTimezoneOffset() is the
 * other way round (UTC minus local), hence the sign.
 */
export function browserOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset();
}

/**
 * 'HH:mm' → [hour, minute] with the browser's zone offset added (spec sections 3 and 9: "the hour is
 * shifted by the browser's time-zone offset and wraps past 23"). The shift is done in minutes so a
 * half-hour zone (+05:30) still gives a whole minute; for whole-hour zones it is hour + offset mod 24.
 * Returns undefined for text that is not a time, which the save schema reports on time_start/time_end.
 */
export function shiftTimePair(time: string, offsetMinutes: number): [number, number] | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return undefined;
  const shifted = (((hour * 60 + minute + offsetMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return [Math.floor(shifted / 60), shifted % 60];
}
