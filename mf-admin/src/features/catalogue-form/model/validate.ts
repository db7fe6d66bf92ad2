import type { CatalogueDefinition } from '@permit/shared-contracts';
import { errorFieldFor, type RuleContext } from '../rules/save-rules';
import { isFilled } from './field-counts';
import type { FormValues } from './form-values';
import { saveSchemaFor } from './save-schema';
import { toPayload } from './to-payload';

export type FieldErrors = Record<string, string>;

export type Validation = { ok: true; body: unknown } | { ok: false; errors: FieldErrors };

const CYRILLIC = /[а-яё]/i;

export function requiredMessage(label: string): string {
  return `Поле «${label}» обязательно`;
}

/**
 * The contract's messages are Russian; zod's own defaults (a wrong type, an unknown option) are not,
 * so those are replaced by a Russian one naming the field.
 */
function russian(message: string, label: string): string {
  return CYRILLIC.test(message) ? message : `Поле «${label}»: некорректное значение`;
}

/**
 * Checks the required flags first (every visible required field must be filled), then the body the
 * form would send against the area's save schema; each message is placed beside its field.
 */
export function validateValues(definition: CatalogueDefinition, values: FormValues, context: RuleContext): Validation {
  const errors: FieldErrors = {};
  const labelOf = (name: string) => definition.fields.find((f) => f.name === name)?.label ?? name;
  for (const field of definition.fields) {
    if (field.visible && field.required && !isFilled(values[field.name])) errors[field.name] = requiredMessage(field.label);
  }
  const body = toPayload(definition, values, context);
  const parsed = saveSchemaFor(definition).safeParse(body);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
      const name = errorFieldFor(definition.rules, key);
      if (!errors[name]) errors[name] = russian(issue.message, labelOf(name));
    }
  }
  return { ok: false, errors };
}
