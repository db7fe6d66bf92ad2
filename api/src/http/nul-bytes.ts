import { API_MESSAGES } from './api-messages';

/**
 * PostgreSQL text cannot hold the NUL character, nor half of a UTF-16 surrogate pair: the first fails in the driver
 * as an encoding error, deep inside a service and after other writes may have run; the second was stored as «�»,
 * the text silently changed. route() therefore refuses both while reading the request, for every string (and key)
 * of params, query and body, whatever the schema says.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string for PostgreSQL text, in Russian, or null when nothing is. */
export function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return API_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return 'недопустимый символ (половина суррогатной пары UTF-16)';
  return null;
}

/** Where a key or a string cannot be stored, and why. */
export interface Unstorable {
  /** The path of the string or key, e.g. ['documents', '2']; a key's own bad characters are shown escaped. */
  path: string[];
  message: string;
}

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const shown = (key: string) => key.replaceAll('\u0000', escaped).replace(/[\uD800-\uDFFF]/g, escaped);

/** The first string or key of `value` that PostgreSQL text cannot hold, or null. */
export function findUnstorable(value: unknown, path: string[] = [], depth = 0): Unstorable | null {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { path, message } : null;
  }
  // No contract schema nests this deep (they refuse such bodies anyway); the bound keeps a hostile body's walk short.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const message = unstorable(key);
    if (message) return { path: [...path, shown(key)], message };
    const found = findUnstorable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
