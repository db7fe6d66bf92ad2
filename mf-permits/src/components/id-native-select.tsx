import { Field, NativeSelect } from '@chakra-ui/react';

export interface IdOption {
  id: number;
  label: string;
}

interface IdNativeSelectProps {
  label: string;
  value: number;
  options: IdOption[] | undefined;
  onChange: (id: number) => void;
  /** The text of the "no choice" option (id 0). */
  emptyLabel?: string;
}

/** A native select of catalogue items: keyboard and screen-reader friendly as it is; 0 means "not chosen". */
export function IdNativeSelect({ label, value, options, onChange, emptyLabel = 'Все' }: IdNativeSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(event) => onChange(Number(event.target.value) || 0)}>
          <option value="0">{emptyLabel}</option>
          {options?.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
