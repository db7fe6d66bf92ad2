import { z } from 'zod';
import { ApiError, PERMIT_FIELDS, saveKeyOf, type FieldErrors, type PermitFieldName } from '@permit/shared-contracts';
import { dateInputsOf, DATE_FIELDS, type FieldKey, type FormValues } from './form-values';
import type { FormErrors } from './validate-form';

const DATES: ReadonlySet<string> = new Set(DATE_FIELDS);

/** The form input that shows a field's error: the field itself, a date field by its date input. */
const INPUT_BY_SAVE_KEY: ReadonlyMap<string, FieldKey> = new Map(
  (Object.keys(PERMIT_FIELDS) as PermitFieldName[]).map((name): [string, FieldKey] => [
    saveKeyOf(name),
    DATES.has(name) ? dateInputsOf(name as (typeof DATE_FIELDS)[number]).date : (name as FieldKey),
  ]),
);

/** A refused save's body (the ApiError's details): its `fields`, checked before the form believes them. */
const refusalSchema: z.ZodType<{ fields: FieldErrors }> = z.object({ fields: z.record(z.string(), z.string()) });

/**
 * What the server said about each field of a refused save, as the form's errors: the checks only it can make
 * (a window longer than the site allows, a record deleted meanwhile) are then marked on the field like the
 * form's own. A key the form does not know, or any other failure, is left to the message.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const parsed = refusalSchema.safeParse(error.details);
  const errors: FormErrors = {};
  for (const [key, text] of Object.entries(parsed.success ? parsed.data.fields : {})) {
    const input = INPUT_BY_SAVE_KEY.get(key);
    if (input) errors[input] = text;
  }
  return errors;
}

/** A date's mark is about the window, which any input of the period can change. */
const PERIOD_INPUTS: readonly FieldKey[] = DATE_FIELDS.flatMap((name) => [dateInputsOf(name).date, dateInputsOf(name).time]);

/**
 * The server's marks that still stand: those whose inputs are as they were sent. Any edit that may answer a
 * mark takes it away at once (a date's: any input of the period; the zone's: also a new place, which empties it).
 */
export function standingMarks(marks: FormErrors, sent: FormValues, now: FormValues): FormErrors {
  const standing: FormErrors = {};
  for (const [key, text] of Object.entries(marks) as [FieldKey, string][]) {
    const inputs = PERIOD_INPUTS.includes(key) ? PERIOD_INPUTS : [key];
    if (inputs.every((input) => now[input] === sent[input])) standing[key] = text;
  }
  return standing;
}
