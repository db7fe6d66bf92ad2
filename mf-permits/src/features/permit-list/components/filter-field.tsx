import { useId, type ReactNode } from 'react';

interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FilterFieldProps {
  label: string;
  /** A message under the control; it also marks the control invalid and describes it to a screen reader. */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field of the filter bar, styled by the bar (filter-bar-css.ts). */
export function FilterField({ label, error, children }: FilterFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-field="">
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p data-error="" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
