/**
 * Conversions between what the user types (dd.mm.yyyy and hh:mm) and the wire forms (docs/domain.md «Форматы обмена»).
 * All of it is string work on purpose: permit times are the site's wall-clock times without a zone,
 * and going through Date would shift them by the browser's time zone.
 */

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export const DATE_FORMAT_ERROR = 'Введите дату в формате дд.мм.гггг';
export const TIME_FORMAT_ERROR = 'Введите время в формате чч:мм';

/** 'dd.mm.yyyy' to 'YYYY-MM-DD', or null when the text is not a real calendar date (31.02 is refused). */
export function dottedToIsoDate(text: string): string | null {
  const match = DOTTED.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}

export function isValidTime(text: string): boolean {
  return TIME.test(text.trim());
}

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
