/** Reference lists change rarely (an administrator edits them); five minutes saves refetching on every screen. */
export const LOOKUP_STALE_TIME_MS = 5 * 60_000;
