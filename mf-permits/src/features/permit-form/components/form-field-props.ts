import type { FormErrors } from '../model/validate-form';
import type { FieldKey, FormValues } from '../model/form-values';

/** What each section of the form gets: the values, the errors to show, and one setter. */
export interface SectionProps {
  values: FormValues;
  errors: FormErrors;
  set: <K extends FieldKey>(key: K, value: FormValues[K]) => void;
  /** Marks the fields a submission needs, so the user sees them before pressing «Отправить». */
  required: ReadonlySet<FieldKey>;
}
