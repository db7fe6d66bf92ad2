import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { FIELD_LABELS } from '../model/field-labels';
import type { SectionProps } from './form-field-props';
import { TextField } from './text-field';

/** Typed rather than picked: dd.mm.yyyy and hh:mm (docs/domain.md «Форматы обмена»), converted on save. */
export function PeriodSection({ values, errors, set, required }: SectionProps) {
  const field = (key: 'dateStart' | 'timeStart' | 'dateEnd' | 'timeEnd', placeholder: string) => (
    <TextField
      label={FIELD_LABELS[key]}
      value={values[key]}
      onChange={(v) => set(key, v)}
      error={errors[key]}
      required={required.has(key)}
      placeholder={placeholder}
      inputMode="numeric"
    />
  );
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Сроки проведения работ
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="2">
        {field('dateStart', 'дд.мм.гггг')}
        {field('timeStart', 'чч:мм')}
        {field('dateEnd', 'дд.мм.гггг')}
        {field('timeEnd', 'чч:мм')}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
