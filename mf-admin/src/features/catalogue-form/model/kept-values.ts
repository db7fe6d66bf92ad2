import { z, type ZodType } from 'zod';
import type { CatalogueDefinition, FieldDefinition } from '@permit/shared-contracts';
import type { FormValues } from './form-values';

function fieldSchema(field: FieldDefinition): ZodType<FormValues[string]> {
  if (field.kind === 'list' || field.kind === 'extendedList') return z.array(z.string());
  return z.string();
}

/**
 * A catalogue form's values as a kept draft brings them back, typed as the form holds them (form-values.ts). The
 * id is left out, so a restored edit takes it from the record it opened, never from the browser's storage. Any
 * field may be missing: a draft kept by the form before a release that added a field still gives back what was
 * typed (draftStartValues fills the rest from the record); one whose field changed its kind is not offered.
 */
export function keptValuesSchema(definition: CatalogueDefinition): ZodType<Partial<FormValues>> {
  return z
    .object(Object.fromEntries(definition.fields.filter((field) => field.kind !== 'id').map((field) => [field.name, fieldSchema(field)])))
    .partial();
}
