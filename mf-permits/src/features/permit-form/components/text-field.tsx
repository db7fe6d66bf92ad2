import type { ReactNode } from 'react';
import { Field, HStack, Input, Textarea } from '@chakra-ui/react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
  helper?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
  /** Shown but not changed by the user (a value the server decides). */
  readOnly?: boolean;
  /** A control beside the input (the date fields' calendar button). */
  addon?: ReactNode;
}

export function TextField({ label, value, onChange, error, required, placeholder, helper, multiline, inputMode, readOnly, addon }: TextFieldProps) {
  const input = (
    <Input size="sm" value={value} placeholder={placeholder} inputMode={inputMode} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} />
  );
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea size="sm" autoresize value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      ) : addon ? (
        <HStack gap="2" w="full">
          {input}
          {addon}
        </HStack>
      ) : (
        input
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
