import { PERMIT_FIELD_LABELS } from '@permit/shared-contracts';
import type { FieldKey } from './form-values';

/** The field map's labels by plain name; the form's own split date and time inputs get theirs here. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  ...PERMIT_FIELD_LABELS,
  dateStart: 'Дата начала работ',
  timeStart: 'Время начала',
  dateEnd: 'Дата окончания работ',
  timeEnd: 'Время окончания',
};
