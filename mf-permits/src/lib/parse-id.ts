/** A route's {id}: a positive integer, or null for anything else (so a bad link shows not-found, not a 400). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
