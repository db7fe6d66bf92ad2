// What every bench script reads the same way: the repository root and its numeric settings.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A positive number from the environment (at most `max`), or the fallback; anything else stops the bench. */
export function envNumber(name, fallback, max = Number.POSITIVE_INFINITY) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`${name}: a number in (0, ${max}] expected`);
  return value;
}
