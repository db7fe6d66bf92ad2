import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { PERMIT_FIELDS } from '@permit/shared-contracts';
import { CalendarPicker } from '@permit/dev-kit/calendar-picker';
import { fromPickerValue, maskDateTime, toPickerValue } from '@permit/dev-kit/date-entry';
import { FIELD_LABELS } from '../model/field-labels';
import { FORM_LAYOUT } from '../model/form-layout';
import { dateInputsOf } from '../model/form-values';
import type { SectionProps } from './form-field-props';
import { TextField } from './text-field';

/** One date field of the map as its two inputs: the date (with the browser's calendar, which fills both) and the time. */
function DateTimeInputs({ name, values, errors, set, required }: SectionProps & { name: (typeof FORM_LAYOUT.period)[number] }) {
  const { date, time } = dateInputsOf(name);
  const input = (key: typeof date | typeof time, part: 'date' | 'time') => ({
    label: FIELD_LABELS[key],
    value: values[key],
    onChange: (v: string) => set(key, maskDateTime(v, part, values[key])),
    error: errors[key],
    required: required.has(key),
    placeholder: part === 'date' ? 'дд.мм.гггг' : 'чч:мм',
    inputMode: 'numeric' as const,
  });
  const calendar = (
    <CalendarPicker
      name={`Календарь: ${PERMIT_FIELDS[name].label.toLocaleLowerCase('ru')}`}
      type="datetime-local"
      value={toPickerValue(values[date], values[time])}
      onPick={(picked) => {
        const chosen = fromPickerValue(picked);
        set(date, chosen.date);
        set(time, chosen.time);
      }}
    />
  );
  return (
    <>
      <TextField {...input(date, 'date')} addon={calendar} />
      <TextField {...input(time, 'time')} />
    </>
  );
}

/**
 * Each date field of the layout as dd.mm.yyyy and hh:mm (docs/domain.md «Форматы обмена»), converted on save:
 * typed on a numeric keypad with the separators put in, or picked in the browser's own calendar beside each date.
 */
export function PeriodSection(props: SectionProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Сроки проведения работ
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="2">
        {FORM_LAYOUT.period.map((name) => (
          <DateTimeInputs key={name} name={name} {...props} />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
