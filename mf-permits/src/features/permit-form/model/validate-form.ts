import { PERMIT_FIELDS, type PermitFieldDef, type PermitFieldName } from '@permit/shared-contracts';
import { PERMIT_FIELD_TEXTS } from '@permit/shared-contracts/src/permit/permit-field-texts';
import { DATE_FORMAT_ERROR, dottedToIsoDate, isValidTime, TIME_FORMAT_ERROR } from '@permit/dev-kit/date-entry';
import { toIsoDateTime } from '../../../lib/date-input';
import { dateInputsOf, DATE_FIELDS, type DateInputKey, type FieldKey, type FormValues, type TimeInputKey } from './form-values';

type DateField = (typeof DATE_FIELDS)[number];

export type FormErrors = Partial<Record<FieldKey, string>>;

export const REQUIRED_MESSAGE = PERMIT_FIELD_TEXTS.required;
export const END_BEFORE_START_MESSAGE = PERMIT_FIELD_TEXTS.endBeforeStart;

/** The form fields a submission needs: the map's required fields, a date by its date input. */
export const REQUIRED_FORM_FIELDS: readonly FieldKey[] = (Object.keys(PERMIT_FIELDS) as PermitFieldName[])
  .filter((name) => (PERMIT_FIELDS[name] as PermitFieldDef).required)
  .map((name): FieldKey => (PERMIT_FIELDS[name].kind === 'date' ? dateInputsOf(name as DateField).date : (name as FieldKey)));

function isEmpty(value: FormValues[FieldKey]): boolean {
  if (value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

function checkDateTime(values: FormValues, date: DateInputKey, time: TimeInputKey, errors: FormErrors) {
  if (values[date].trim() !== '' && !dottedToIsoDate(values[date])) errors[date] = DATE_FORMAT_ERROR;
  if (values[time].trim() !== '' && !isValidTime(values[time])) errors[time] = TIME_FORMAT_ERROR;
  else if (values[time].trim() !== '' && values[date].trim() === '') errors[date] = 'Укажите дату к этому времени';
}

/**
 * Drafts tolerate missing values but not malformed ones (a date must still be a date); a submission
 * (draft false) also needs every field docs/domain.md «Форматы обмена» lists, each marked beside the field.
 */
export function validateForm(values: FormValues, draft: boolean): FormErrors {
  const errors: FormErrors = {};
  for (const name of DATE_FIELDS) checkDateTime(values, dateInputsOf(name).date, dateInputsOf(name).time, errors);
  const start = toIsoDateTime(values.dateStart, values.timeStart);
  const end = toIsoDateTime(values.dateEnd, values.timeEnd);
  // ISO local times of one format compare correctly as text.
  if (start && end && end <= start && !errors.dateEnd) errors.dateEnd = END_BEFORE_START_MESSAGE;
  if (!draft) {
    for (const field of REQUIRED_FORM_FIELDS) {
      if (isEmpty(values[field]) && !errors[field]) errors[field] = REQUIRED_MESSAGE;
    }
  }
  return errors;
}

/** Fields that count as set for the form's "filled" counter (docs/architecture.md «Поведение клиента»). */
export function countFilled(values: FormValues, fields: readonly FieldKey[]): number {
  return fields.filter((field) => !isEmpty(values[field])).length;
}
