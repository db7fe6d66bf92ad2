/**
 * Date and time entry as a person types it (dd.mm.yyyy and hh:mm, separators put in as he types) and the browser
 * picker's values, for every remote's date fields (docs/domain.md «Форматы обмена»). All of it is string work on
 * purpose: permit times are the site's wall-clock times without a zone, and going through Date would shift them by
 * the browser's time zone.
 */

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

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

/** What each kind of entry looks like: digit groups and the separator typed before each group after the first. */
const MASKS = {
  date: { groups: [2, 2, 4], separators: ['.', '.'] },
  time: { groups: [2, 2], separators: [':'] },
  dateTime: { groups: [2, 2, 4, 2, 2], separators: ['.', '.', ' ', ':'] },
} as const;

export type MaskKind = keyof typeof MASKS;

/**
 * The text of a date or time field as the user types it, with the separators put in: a phone's numeric keypad
 * has no '.' or ':', so "251120261430" reads «25.11.2026 14:30». A separator the user types himself after one
 * digit pads the group ("7." is «07.»); a pasted «25.11.2026 14:30» stays as it is. When `previous` is longer
 * (the user is deleting) no separator is added at the end, so backspace goes on past it.
 */
export function maskDateTime(text: string, kind: MaskKind, previous = ''): string {
  const { groups, separators } = MASKS[kind];
  const filled: string[] = [''];
  for (const char of text) {
    const index = filled.length - 1;
    const group = filled[index] ?? '';
    if (/\d/.test(char)) {
      if (group.length < (groups[index] ?? 0)) filled[index] = group + char;
      else if (filled.length < groups.length) filled.push(char);
    } else if (group.length > 0 && filled.length < groups.length) {
      // A separator closes a group typed short: its digits are the number's last ones.
      filled[index] = group.padStart(groups[index] ?? 0, '0');
      filled.push('');
    }
  }
  let result = '';
  filled.forEach((group, index) => {
    if (index > 0) result += separators[index - 1];
    result += group;
  });
  const last = filled.length - 1;
  const complete = (filled[last] ?? '').length === groups[last] && last < groups.length - 1;
  const deleting = text.length < previous.length;
  return complete && !deleting ? result + separators[last] : result;
}

/** The form's dd.mm.yyyy and hh:mm as a native picker's 'YYYY-MM-DDTHH:mm' (or 'YYYY-MM-DD'); '' when not a date. */
export function toPickerValue(dateText: string, timeText?: string): string {
  const date = dottedToIsoDate(dateText);
  if (!date) return '';
  if (timeText === undefined) return date;
  return `${date}T${isValidTime(timeText) ? timeText.trim() : '00:00'}`;
}

/** A native picker's value back into the form's two fields; a date-only value leaves the time ''. */
export function fromPickerValue(value: string): { date: string; time: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return { date: '', time: '' };
  const [, year, month, day, hour, minute] = match;
  return { date: `${day}.${month}.${year}`, time: hour && minute ? `${hour}:${minute}` : '' };
}
