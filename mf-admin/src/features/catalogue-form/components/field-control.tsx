import { Field, Fieldset, Text } from '@chakra-ui/react';
import type { FieldDefinition } from '@permit/shared-contracts';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useFieldOptions } from '../api/use-field-options';
import type { FormValues } from '../model/form-values';
import { CheckboxListControl } from './controls/checkbox-list-control';
import { NativeSelectControl } from './controls/native-select-control';
import { OrderedListControl } from './controls/ordered-list-control';
import { SearchableSelectControl } from './controls/searchable-select-control';
import { TextControl } from './controls/text-control';

interface FieldControlProps {
  field: FieldDefinition;
  /** Told after the admin changes this field, so fields that depend on it can let go of their value. */
  onChanged: (name: string) => void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** One field of a catalogue form, its control chosen by the definition's kind, its error beside it. */
export function FieldControl({ field, onChanged }: FieldControlProps) {
  const { control } = useFormContext<FormValues>();
  const dependsOn = field.options?.from === 'area' ? field.options.dependsOn?.field : undefined;
  const parentValue = useWatch({ control, name: dependsOn ?? field.name });
  const { options, isPending, error } = useFieldOptions(field, dependsOn ? parentValue : null);
  const { field: input, fieldState } = useController({ control, name: field.name });
  const message = fieldState.error?.message;
  const change = (value: string | string[]) => {
    input.onChange(value);
    onChanged(field.name);
  };
  const base = { field, onBlur: input.onBlur, inputRef: input.ref };

  if (field.kind === 'list' || field.kind === 'extendedList') {
    const Control = field.kind === 'list' ? CheckboxListControl : OrderedListControl;
    return (
      <Fieldset.Root invalid={Boolean(message)}>
        <Fieldset.Legend>
          {field.label}
          {field.required && ' *'}
        </Fieldset.Legend>
        <Fieldset.Content mt="2">
          <Control {...base} value={asList(input.value)} onChange={change} options={options} />
        </Fieldset.Content>
        {message && <Fieldset.ErrorText>{message}</Fieldset.ErrorText>}
      </Fieldset.Root>
    );
  }

  let widget;
  if (field.kind === 'select' || field.kind === 'extendedSelect') {
    if (error) widget = <Text color="fg.error">Не удалось загрузить варианты</Text>;
    else if (isPending) widget = <Text color="fg.muted">Загрузка вариантов…</Text>;
    else if (field.kind === 'select') widget = <NativeSelectControl {...base} value={asText(input.value)} onChange={change} options={options} />;
    else widget = <SearchableSelectControl {...base} value={asText(input.value)} onChange={change} options={options} />;
  } else {
    widget = <TextControl {...base} value={asText(input.value)} onChange={change} />;
  }
  return (
    <Field.Root invalid={Boolean(message)} required={field.required}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {widget}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
