import { Field, NativeSelect } from '@chakra-ui/react';
import { ND_SCOPES, type NdScope } from '@permit/shared-contracts';

interface ScopeSelectProps {
  value: NdScope;
  onChange: (scope: NdScope) => void;
}

export function ScopeSelect({ value, onChange }: ScopeSelectProps) {
  return (
    <Field.Root w={{ base: 'full', sm: '60' }}>
      <Field.Label>Показывать</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(ND_SCOPES.find((scope) => scope.value === event.target.value)?.value ?? value)}
        >
          {ND_SCOPES.map((scope) => (
            <option key={scope.value} value={scope.value}>
              {scope.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
