/**
 * The permit window rule (docs/domain/separation-of-duties.md): end − start is at most the configured
 * number of days, and an extension never takes the end past start + 2 × that. Permit times are the
 * site's wall-clock times without a zone ('YYYY-MM-DDTHH:mm:ss'), so they are compared as if UTC:
 * no daylight-saving shift can stretch or shrink a window.
 */
const asUtc = (iso: string) => Date.parse(`${iso.slice(0, 19)}Z`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether [start, end] is longer than `days` days. */
export function windowTooLong(start: string, end: string, days: number): boolean {
  return asUtc(end) - asUtc(start) > days * DAY_MS;
}

/** `iso` plus `days` days, in the same wall-clock form. */
export function plusDays(iso: string, days: number): string {
  return new Date(asUtc(iso) + days * DAY_MS).toISOString().slice(0, 19);
}

/** The latest end an extension may set: start + 2 × the window. */
export const latestExtendedEnd = (start: string, maxPermitDays: number) => plusDays(start, 2 * maxPermitDays);
