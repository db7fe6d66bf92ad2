import { z, type ZodType } from 'zod';
import type { CatalogueDefinition, FieldDefinition } from '@permit/shared-contracts';
import type { FormValues } from './form-values';

function fieldSchema(field: FieldDefinition): ZodType<FormValues[string]> {
  if (field.kind === 'list' || field.kind === 'extendedList') return z.array(z.string());
  return z.string();
}

/**
 * A catalogue form's values as a kept draft brings them back: every field of the definition, typed as the form
 * holds it (form-values.ts). The id is left out, so a restored edit takes it from the record it opened, never from
 * the browser's storage.
 */
export function keptValuesSchema(definition: CatalogueDefinition): ZodType<FormValues> {
  return z.object(Object.fromEntries(definition.fields.filter((field) => field.kind !== 'id').map((field) => [field.name, fieldSchema(field)])));
}
