const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * 'YYYY-MM-DDTHH:mm:ss' (the site's wall-clock time, no zone) to 'dd.mm.yyyy hh:mm', as the permit page and
 * the printed permit show it. Parsed as text on purpose: going through Date would shift it by the
 * browser's (or the server's) time zone.
 */
export function formatDateTime(value: string): string {
  const match = ISO_LOCAL.exec(value);
  if (!match) return '—';
  const [, year, month, day, hour, minute] = match;
  return `${day}.${month}.${year} ${hour}:${minute}`;
}
