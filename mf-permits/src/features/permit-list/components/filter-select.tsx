import type { ReactNode } from 'react';
import type { IdOption } from '../../../lib/id-option';
import { FilterField } from './filter-field';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A native select of the filter bar, keyboard and screen-reader friendly as it is; styled by the bar. */
export function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  return (
    <FilterField label={label}>
      {(control) => (
        <div data-select="">
          <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            {children}
          </select>
          <span aria-hidden>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
        </div>
      )}
    </FilterField>
  );
}

interface IdFilterSelectProps {
  label: string;
  value: number;
  /** undefined while the reference list loads (or when it failed): only «Все» is offered meanwhile. */
  options: IdOption[] | undefined;
  /** The list is on its way: the select says so instead of looking empty. */
  loading?: boolean;
  onChange: (id: number) => void;
}

/** A select of catalogue items; 0 means "not chosen". */
export function IdFilterSelect({ label, value, options, loading = false, onChange }: IdFilterSelectProps) {
  return (
    <FilterSelect label={label} value={String(value)} onChange={(next) => onChange(Number(next) || 0)}>
      <option value="0">Все</option>
      {loading && (
        <option value="" disabled>
          Загрузка списка…
        </option>
      )}
      {options?.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </FilterSelect>
  );
}
