import type { CatalogueDefinition } from '@permit/shared-contracts';
import type { FormValues } from './form-values';

/** Filled is non-empty text, a set choice, or a non-empty list (docs/architecture.md «Поведение клиента»). */
export function isFilled(value: FormValues[string]): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return true;
  return typeof value === 'string' && value.trim() !== '';
}

export interface FieldCounts {
  visible: number;
  filled: number;
  errors: number;
}

/** The form's counts of visible, filled and error fields; the hidden id is not a field the admin sees. */
export function countFields(definition: CatalogueDefinition, values: FormValues, errorNames: readonly string[]): FieldCounts {
  const visible = definition.fields.filter((f) => f.visible && f.kind !== 'id');
  return {
    visible: visible.length,
    filled: visible.filter((f) => isFilled(values[f.name])).length,
    errors: visible.filter((f) => errorNames.includes(f.name)).length,
  };
}
