/**
 * A work shift's 'HH:mm' → [hour, minute], the pair the form sends beside it. The pair is the time as
 * written, not moved by the browser's zone: the server keeps 'HH:mm' and rebuilds the pair from it, so only
 * an unshifted pair reads back as it was written (docs/domain.md «Форматы обмена»).
 * Returns undefined for text that is not a time, which the save schema reports on time_start/time_end.
 */
export function shiftTimePair(time: string): [number, number] | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return undefined;
  return [hour, minute];
}
