/**
 * The permit's wire forms of what the user types (docs/domain.md «Форматы обмена»): the search filter's dates
 * and the save payload's date and time. The typing itself is dev-kit's date-entry.
 */
import { dottedToIsoDate, isValidTime } from '@permit/dev-kit/date-entry';

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** An empty date filter is '!'; otherwise the start of the first day and the last minute of the last (docs/domain.md «Форматы обмена»). */
export function filterDate(text: string, edge: 'start' | 'end'): string | null {
  if (text.trim() === '') return '!';
  const date = dottedToIsoDate(text);
  if (!date) return null;
  return `${date} ${edge === 'start' ? '00:00' : '23:59'}`;
}

/**
 * The form's date and time to the save payload's 'YYYY-MM-DDTHH:mm:00' (seconds always 00). An empty date
 * is '' (a draft may leave it out); a date without a time means the start of the day (docs/domain.md «Форматы обмена»).
 * Returns null for text that is not a date or time.
 */
export function toIsoDateTime(dateText: string, timeText: string): string | null {
  if (dateText.trim() === '') return '';
  const date = dottedToIsoDate(dateText);
  if (!date) return null;
  const time = timeText.trim() === '' ? '00:00' : timeText.trim();
  if (!isValidTime(time)) return null;
  return `${date}T${time}:00`;
}

/** A loaded 'YYYY-MM-DDTHH:mm:ss' split back into the form's two fields; '' gives two empty fields. */
export function fromIsoDateTime(iso: string): { date: string; time: string } {
  const match = ISO_LOCAL.exec(iso);
  if (!match) return { date: '', time: '' };
  const [, year, month, day, hour, minute] = match;
  return { date: `${day}.${month}.${year}`, time: `${hour}:${minute}` };
}
