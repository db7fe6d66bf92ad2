import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '@permit/shared-contracts';
import { AuditDayField } from './audit-day-field';

export interface AuditFilterValues {
  entityType: string;
  action: string;
  dateFrom: string;
  dateTo: string;
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (key: keyof AuditFilterValues, value: string) => void;
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Все</option>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** What the trail is narrowed to: the kind of object, the kind of action, a range of days. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  return (
    <HStack role="search" gap="4" wrap="wrap" align="end" aria-label="Фильтры журнала">
      <Choice
        label="Объект"
        value={values.entityType}
        options={AUDIT_ENTITY_TYPES.map((t) => [t, AUDIT_ENTITY_LABELS[t]])}
        onChange={(v) => onChange('entityType', v)}
      />
      <Choice
        label="Действие"
        value={values.action}
        options={AUDIT_ACTIONS.map((a) => [a, AUDIT_ACTION_LABELS[a]])}
        onChange={(v) => onChange('action', v)}
      />
      <AuditDayField label="С даты" value={values.dateFrom} onChange={(v) => onChange('dateFrom', v)} />
      <AuditDayField label="По дату" value={values.dateTo} onChange={(v) => onChange('dateTo', v)} />
    </HStack>
  );
}
