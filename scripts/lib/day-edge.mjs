import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The API suite's clock tests judge windows by the database clock's local day (docs/testing.md, «Край суток»).
// A test that holds at 14:00 can fail just after midnight, so the day-edge suite runs them in a zone where the
// local hour is now the one asked for. Etc/GMT zones are whole hours from UTC, and their sign is inverted
// (Etc/GMT-3 is UTC+3): POSIX's convention, which the IANA database keeps for them.

/** A zone in which the local hour is `hour` at `now`: Etc/GMT-14 … Etc/GMT+12 cover every hour of the day. */
export function zoneAtLocalHour(hour, now = new Date()) {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour must be 0..23, got ${hour}`);
  let offset = (((hour - now.getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The local hour of `now` in `zone`, as the database would read it. */
export function localHour(zone, now = new Date()) {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** What marks a test file as reading the clock: the database's day or time, or the test's own. */
export const CLOCK = /hoursFromNow|current_date|localtimestamp|now\(\)|new Date\(/;

/** The API test files under `dir` that read the clock, found by their text so a new one is included unasked. */
export function clockTestFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f))
    .filter((f) => CLOCK.test(readFileSync(f, 'utf8')))
    .sort();
}
