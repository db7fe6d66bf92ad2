/**
 * PostgreSQL text cannot hold the NUL character: a value with one fails in the driver as an encoding
 * error, deep inside a service and after other writes may have run. route() therefore refuses it while
 * reading the request, for every string (and key) of params, query and body, whatever the schema says.
 */

/** The path of the first string or key that holds `\u0000` (e.g. ['documents', '2']), or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // No contract schema nests this deep (they refuse such bodies anyway); the bound keeps a hostile body's walk short.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
