import type { FieldKey, FormValues } from './form-values';

/**
 * One field's change, with what depends on it: sections and work shifts belong to an organization and a
 * zone to a place, so a choice made under the old parent is dropped rather than sent for the new one.
 */
export function applyChange<K extends FieldKey>(values: FormValues, key: K, value: FormValues[K]): FormValues {
  const next = { ...values, [key]: value };
  if (key === 'organization' && value !== values.organization) {
    next.section = null;
    next.workshift = null;
  }
  if (key === 'place' && value !== values.place) next.region = null;
  return next;
}
