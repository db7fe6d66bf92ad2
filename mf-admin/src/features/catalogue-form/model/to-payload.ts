import type { CatalogueDefinition, FieldDefinition } from '@permit/shared-contracts';
import { applySaveRules, type Payload, type RuleContext } from '../rules/save-rules';
import type { FormValues } from './form-values';

function choiceValue(value: FormValues[string]): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

function payloadValue(field: FieldDefinition, value: FormValues[string]): unknown {
  switch (field.kind) {
    case 'select':
    case 'extendedSelect':
      // An unset required choice is caught by the required check before the schema sees it.
      return choiceValue(value);
    case 'list':
    case 'extendedList':
      return Array.isArray(value) ? [...value] : [];
    default:
      return value;
  }
}

/**
 * The save body from the form: the id only when editing (docs/architecture.md «Поведение клиента»),
 * choices as ids, then the catalogue's own rules.
 */
export function toPayload(definition: CatalogueDefinition, values: FormValues, context: RuleContext): Payload {
  const payload: Payload = {};
  for (const field of definition.fields) {
    if (field.kind === 'id') {
      if (context.mode === 'edit' && typeof values[field.name] === 'number') payload[field.name] = values[field.name];
      continue;
    }
    payload[field.name] = payloadValue(field, values[field.name]);
  }
  return applySaveRules(definition.rules, payload, context);
}
