import { PERMIT_FIELD_LABELS, PERMIT_FIELDS } from '@permit/shared-contracts';
import { dateInputsOf, DATE_FIELDS, type DateInputKey, type FieldKey, type TimeInputKey } from './form-values';

/** The field map's labels by plain name, and each date field's two inputs by the labels the map gives them. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  ...PERMIT_FIELD_LABELS,
  ...(Object.fromEntries(
    DATE_FIELDS.flatMap((name) => {
      const inputs = dateInputsOf(name);
      const labels = PERMIT_FIELDS[name].inputLabels;
      return [
        [inputs.date, labels.date],
        [inputs.time, labels.time],
      ];
    }),
  ) as Record<DateInputKey | TimeInputKey, string>),
};
