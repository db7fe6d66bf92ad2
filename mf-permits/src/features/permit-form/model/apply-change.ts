import type { FieldKey, FormValues } from './form-values';
import { dependentsOf } from './reference-parents';

/**
 * One field's change, with what depends on it (reference-parents.ts): sections and work shifts belong to an
 * organization and a zone to a place, so a choice made under the old parent is dropped rather than sent for the new one.
 */
export function applyChange<K extends FieldKey>(values: FormValues, key: K, value: FormValues[K]): FormValues {
  const next = { ...values, [key]: value };
  if (value !== values[key]) for (const dependent of dependentsOf(key)) next[dependent] = null;
  return next;
}
