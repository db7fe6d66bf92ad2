import { Stack } from '@chakra-ui/react';
import { Checkbox, CheckboxGroup } from '@chakra-ui/react/checkbox';
import type { ChoiceControlProps } from './control-props';

/** list: several choices at once (a user's roles), one labelled checkbox each. */
export function CheckboxListControl({ field, value, onChange, options }: ChoiceControlProps<string[]>) {
  // Kept in the options' order, not the order of clicks, so the same choice always sends the same list.
  const change = (next: string[]) => onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  return (
    <CheckboxGroup name={field.name} value={value} onValueChange={change}>
      <Stack gap="2">
        {options.map((option) => (
          <Checkbox.Root key={option.value} value={option.value}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </CheckboxGroup>
  );
}
