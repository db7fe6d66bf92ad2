import type { CatalogueDefinition } from '@permit/shared-contracts';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { FormMode } from '../rules/save-rules';
import type { FormValues } from './form-values';
import { validateValues } from './validate';

/** What a valid form hands to its submit handler: the checked body, ready to send. */
export interface SaveInput {
  body: unknown;
}

/**
 * The form's values (choices as strings, the event's type_detail, the user's e-mail) are not the save
 * body, so instead of zodResolver on the values this builds the body and checks it with the contract's
 * save schema, putting each error beside the field it came from. An error of no field goes to `root`.
 */
export function catalogueResolver(definition: CatalogueDefinition, mode: FormMode): Resolver<FormValues, unknown, SaveInput> {
  return (values): ResolverResult<FormValues, SaveInput> => {
    const result = validateValues(definition, values, { mode });
    if (result.ok) return { values: { body: result.body }, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      const known = definition.fields.some((f) => f.name === name);
      errors[known ? name : 'root'] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
