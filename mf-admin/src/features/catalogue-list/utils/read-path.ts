/** Follows a column's dot path ('place_detail.place') through a validated item; '' is the item itself. */
export function readPath(item: unknown, path: string): unknown {
  if (!path) return item;
  let current: unknown = item;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return undefined;
    const next: unknown = Reflect.get(current, key);
    current = next;
  }
  return current;
}
