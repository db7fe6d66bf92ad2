import { NativeSelect } from '@chakra-ui/react';
import type { ChoiceControlProps } from './control-props';

/** A short list of choices: the browser's own select, which every keyboard and screen reader knows. */
export function NativeSelectControl({ field, value, onChange, onBlur, options, inputRef }: ChoiceControlProps<string>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={inputRef} name={field.name} value={value} onBlur={onBlur} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">Не выбрано</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
