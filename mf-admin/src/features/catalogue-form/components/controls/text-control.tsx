import { Input, Textarea } from '@chakra-ui/react';
import { maskDateTime } from '@permit/dev-kit/date-entry';
import type { ControlProps } from './control-props';

/**
 * input, textarea, date and time. A time is typed as чч:мм with the colon put in (a phone's numeric keypad has
 * none), not in the browser's own time field, which an English browser shows and reads out as «--:-- --» with
 * AM/PM (docs/architecture.md); the value is the same «08:00» text the contract reads.
 */
export function TextControl({ field, value, onChange, onBlur, inputRef }: ControlProps<string>) {
  const common = { name: field.name, value, placeholder: field.placeholder, onBlur, ref: inputRef };
  if (field.kind === 'textarea') return <Textarea {...common} rows={3} autoresize onChange={(e) => onChange(e.target.value)} />;
  if (field.kind === 'time') {
    return (
      <Input
        {...common}
        placeholder={field.placeholder ?? 'чч:мм'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        onChange={(e) => onChange(maskDateTime(e.target.value, 'time', value))}
      />
    );
  }
  const type = field.kind === 'date' ? 'date' : (field.inputType ?? 'text');
  return <Input {...common} type={type} onChange={(e) => onChange(e.target.value)} />;
}
