import { Input, Textarea } from '@chakra-ui/react';
import type { ControlProps } from './control-props';

/** input, textarea, date and time: plain text the browser helps with (a native time or date picker). */
export function TextControl({ field, value, onChange, onBlur, inputRef }: ControlProps<string>) {
  const common = { name: field.name, value, placeholder: field.placeholder, onBlur, ref: inputRef };
  if (field.kind === 'textarea') return <Textarea {...common} rows={3} autoresize onChange={(e) => onChange(e.target.value)} />;
  const type = field.kind === 'time' ? 'time' : field.kind === 'date' ? 'date' : (field.inputType ?? 'text');
  return <Input {...common} type={type} onChange={(e) => onChange(e.target.value)} />;
}
