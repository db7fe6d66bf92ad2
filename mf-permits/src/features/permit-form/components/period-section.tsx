import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { CalendarPicker } from '../../../components/calendar-picker';
import { fromPickerValue, maskDateTime, toPickerValue } from '../../../lib/date-input';
import { FIELD_LABELS } from '../model/field-labels';
import type { SectionProps } from './form-field-props';
import { TextField } from './text-field';

/** Each date field's time field, which its calendar fills too. */
const TIME_OF = { dateStart: 'timeStart', dateEnd: 'timeEnd' } as const;
const CALENDAR_NAMES = { dateStart: 'Календарь: начало работ', dateEnd: 'Календарь: окончание работ' } as const;

/**
 * dd.mm.yyyy and hh:mm (docs/domain.md «Форматы обмена»), converted on save: typed on a numeric keypad with the
 * separators put in, or picked in the browser's own calendar beside each date.
 */
export function PeriodSection({ values, errors, set, required }: SectionProps) {
  const field = (key: 'dateStart' | 'timeStart' | 'dateEnd' | 'timeEnd', placeholder: string) => {
    const time = key === 'dateStart' || key === 'dateEnd' ? TIME_OF[key] : null;
    return (
      <TextField
        label={FIELD_LABELS[key]}
        value={values[key]}
        onChange={(v) => set(key, maskDateTime(v, time ? 'date' : 'time', values[key]))}
        error={errors[key]}
        required={required.has(key)}
        placeholder={placeholder}
        inputMode="numeric"
        addon={
          time && (
            <CalendarPicker
              name={CALENDAR_NAMES[key as keyof typeof CALENDAR_NAMES]}
              type="datetime-local"
              value={toPickerValue(values[key], values[time])}
              onPick={(picked) => {
                const { date, time: clock } = fromPickerValue(picked);
                set(key, date);
                set(time, clock);
              }}
            />
          )
        }
      />
    );
  };
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
