import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Field, HStack, Input } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { CalendarPicker } from '@permit/dev-kit/calendar-picker';
import { DATE_FORMAT_ERROR, dottedToIsoDate, fromPickerValue, maskDateTime, toPickerValue } from '@permit/dev-kit/date-entry';

interface AuditDayFieldProps {
  label: string;
  /** The day in the address, 'YYYY-MM-DD' as the API takes it, or ''. */
  value: string;
  onChange: (value: string) => void;
}

const dotted = (iso: string) => (iso ? fromPickerValue(iso).date : '');

/**
 * A day typed as дд.мм.гггг (the separators put in as one types, so a phone's numeric keypad will do) or picked in
 * the calendar, as in the permit filters; the browser's own date input would show its language's format instead.
 * The address changes only when the text is a whole day or empty: a half-typed day stays in the field.
 */
export function AuditDayField({ label, value, onChange }: AuditDayFieldProps) {
  const [text, setText] = useState(() => dotted(value));
  const [error, setError] = useState(false);

  // The address changed from outside (a link, another filter's reset): show its day, unless the field already says it.
  useEffect(() => {
    setText((current) => (dottedToIsoDate(current) === value || (current === '' && value === '') ? current : dotted(value)));
    setError(false);
  }, [value]);
  // A step back or forward in history shows that entry's day even when it is the same day: a half-typed one left
  // in the field would not be what the list beside it is filtered by. The browser says it stepped by popstate
  // (the shared router module carries no useNavigationType: its size is the sign-in page's).
  const location = useLocation();
  const stepped = useRef(false);
  useEffect(() => {
    const onStep = () => (stepped.current = true);
    window.addEventListener('popstate', onStep);
    return () => window.removeEventListener('popstate', onStep);
  }, []);
  const onLocation = useEffectEvent(() => {
    if (!stepped.current) return;
    stepped.current = false;
    setText(dotted(value));
    setError(false);
  });
  useEffect(() => onLocation(), [location.key]);

  const type = (next: string) => {
    setText(next);
    const day = dottedToIsoDate(next);
    if (next.trim() === '') onChange('');
    else if (day) onChange(day);
    if (error && (day || next.trim() === '')) setError(false);
  };

  return (
    <Field.Root maxW="52" invalid={error}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <Input
          size="sm"
          placeholder="дд.мм.гггг"
          inputMode="numeric"
          value={text}
          onChange={(e) => type(maskDateTime(e.currentTarget.value, 'date', text))}
          onBlur={() => setError(text.trim() !== '' && !dottedToIsoDate(text))}
        />
        <CalendarPicker
          name={`Календарь: ${label.toLowerCase()}`}
          type="date"
          value={toPickerValue(text)}
          onPick={(picked) => type(fromPickerValue(picked).date)}
        />
      </HStack>
      <Field.ErrorText>{DATE_FORMAT_ERROR}</Field.ErrorText>
    </Field.Root>
  );
}
