/**
 * Waits 1 s, 2 s, 4 s … (at most 8 s) between attempts, with up to a quarter more at random so many clients do not
 * retry in step. Its own module: the shell's transport uses it on the login page, where react-query is not loaded.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1_000 * 2 ** attempt, 8_000);
  return Math.round(base * (1 + random() / 4));
}
