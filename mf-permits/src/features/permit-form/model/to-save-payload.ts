import { PERMIT_FIELDS, saveKeyOf, type NdSaveInput, type PermitFieldDef, type PermitFieldName } from '@permit/shared-contracts';
import { toIsoDateTime } from '../../../lib/date-input';
import { normalizeHand, securityHandToJson } from '../../../lib/hand-list';
import { dateInputsOf, type FormValues } from './form-values';

/** One field's payload value, by its kind in the field map. */
function payloadValue(values: FormValues, name: PermitFieldName, def: PermitFieldDef): unknown {
  const value = (values as unknown as Record<string, unknown>)[name];
  switch (def.kind) {
    case 'date': {
      const input = dateInputsOf(name as Parameters<typeof dateInputsOf>[0]);
      return toIsoDateTime(values[input.date], values[input.time]) ?? '';
    }
    case 'hand':
      return def.json ? securityHandToJson(value as string) : normalizeHand(value as string);
    case 'text':
    case 'longText':
      return (value as string).trim();
    default:
      return value;
  }
}

/**
 * The create_nd body, every field of the map under its save key. Unset references go as null and empty dates
 * as '' (a draft may leave them out); the id goes only when editing, so a new permit and a copy are created
 * rather than overwriting one, and with it the version the edit was based on (the server refuses it with 409
 * if the permit changed since). Both go with the form's save key (model/save-key.ts), which makes a resend after a
 * lost answer the same save. Dates must have passed validation: a malformed one is sent as ''.
 */
export function toSavePayload(values: FormValues, draft: boolean, saveKey?: string): NdSaveInput {
  const fields = Object.fromEntries(
    (Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][]).map(([name, def]) => [saveKeyOf(name), payloadValue(values, name, def)]),
  );
  return {
    draft,
    ...(values.id ? { id: values.id } : {}),
    ...(values.id && values.version ? { version: values.version } : {}),
    ...(saveKey ? { saveKey } : {}),
    ...fields,
  };
}
