const SPACED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

// Made on the first date shown, not when the module loads: the bell's code runs on every page load, and the
// browser's first Russian date format cost it 10–15 ms of the start-up's main thread (docs/performance.md).
let ruDateTime: Intl.DateTimeFormat | undefined;
const ruDateTimeFormat = () =>
  (ruDateTime ??= new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));

/** The server's 'YYYY-MM-DD HH:mm:ss' becomes the 'T' form before it is used as a date (docs/domain.md «Форматы обмена»). */
export function toIsoForm(spaced: string): string {
  return spaced.replace(SPACED, '$1T$2');
}

/** The 'T' form has no zone, so Date reads it as local time and the wall-clock time is shown unchanged. */
export function formatNotificationDate(spaced: string): string {
  const date = new Date(toIsoForm(spaced));
  return Number.isNaN(date.getTime()) ? spaced : ruDateTimeFormat().format(date);
}
