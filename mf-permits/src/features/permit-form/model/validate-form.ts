import { ND_SUBMIT_REQUIRED } from '@permit/shared-contracts';
import { DATE_FORMAT_ERROR, dottedToIsoDate, isValidTime, TIME_FORMAT_ERROR, toIsoDateTime } from '../../../lib/date-input';
import type { FieldKey, FormValues } from './form-values';

export type FormErrors = Partial<Record<FieldKey, string>>;

export const REQUIRED_MESSAGE = 'Заполните поле, чтобы отправить на рассмотрение';
export const END_BEFORE_START_MESSAGE = 'Окончание работ должно быть позже начала';

/** The payload keys of ND_SUBMIT_REQUIRED, as the form's fields: the two datetimes are entered as dates. */
const SUBMIT_FIELD: Record<(typeof ND_SUBMIT_REQUIRED)[number], FieldKey> = {
  userApprover: 'userApprover',
  userExecutor: 'userExecutor',
  userIndustrialSafer: 'userIndustrialSafer',
  userIssuancer: 'userIssuancer',
  userPreparator: 'userPreparator',
  type_nd: 'type_nd',
  organization: 'organization',
  place: 'place',
  region: 'region',
  section: 'section',
  workshift: 'workshift',
  datetimeStart: 'dateStart',
  datetimeEnd: 'dateEnd',
};

function isEmpty(value: FormValues[FieldKey]): boolean {
  if (value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

function checkDateTime(values: FormValues, date: 'dateStart' | 'dateEnd', time: 'timeStart' | 'timeEnd', errors: FormErrors) {
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
  checkDateTime(values, 'dateStart', 'timeStart', errors);
  checkDateTime(values, 'dateEnd', 'timeEnd', errors);
  const start = toIsoDateTime(values.dateStart, values.timeStart);
  const end = toIsoDateTime(values.dateEnd, values.timeEnd);
  // ISO local times of one format compare correctly as text.
  if (start && end && end <= start && !errors.dateEnd) errors.dateEnd = END_BEFORE_START_MESSAGE;
  if (!draft) {
    for (const key of ND_SUBMIT_REQUIRED) {
      const field = SUBMIT_FIELD[key];
      if (isEmpty(values[field]) && !errors[field]) errors[field] = REQUIRED_MESSAGE;
    }
  }
  return errors;
}

/** Fields that count as set for the form's "filled" counter (docs/architecture.md «Поведение клиента»). */
export function countFilled(values: FormValues, fields: readonly FieldKey[]): number {
  return fields.filter((field) => !isEmpty(values[field])).length;
}
