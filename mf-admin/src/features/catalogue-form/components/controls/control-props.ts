import type { FieldDefinition } from '@permit/shared-contracts';
import type { ChoiceOption } from '../../model/role-options';

/** What every control gets from the form: one field's definition, value and change handler. */
export interface ControlProps<V> {
  field: FieldDefinition;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** Lets the form move focus to the first field in error after a failed submit. */
  inputRef?: (element: HTMLElement | null) => void;
}

export interface ChoiceControlProps<V> extends ControlProps<V> {
  options: readonly ChoiceOption[];
}
