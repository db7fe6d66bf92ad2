import { ND_FIELD_LABELS } from '@permit/shared-contracts';
import type { FieldKey } from './form-values';

/** The contract's labels for payload fields; the form's own split date and time fields get theirs here. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  ...ND_FIELD_LABELS,
  dateStart: 'Дата начала работ',
  timeStart: 'Время начала',
  dateEnd: 'Дата окончания работ',
  timeEnd: 'Время окончания',
};
