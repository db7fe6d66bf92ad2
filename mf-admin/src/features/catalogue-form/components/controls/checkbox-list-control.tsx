import { Checkbox, CheckboxGroup, Stack } from '@chakra-ui/react';
import type { ChoiceControlProps } from './control-props';

/** list: several choices at once (a user's roles), one labelled checkbox each. */
export function CheckboxListControl({ field, value, onChange, options }: ChoiceControlProps<string[]>) {
  return (
    <CheckboxGroup name={field.name} value={value} onValueChange={onChange}>
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
