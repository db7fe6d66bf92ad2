import { useEffect } from 'react';
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { fullName } from '@permit/shared-contracts';
import { MultiSearchSelect } from '../../../components/multi-search-select';
import { SearchSelect } from '../../../components/search-select';
import { useEmployees } from '../../../api/lookups/use-employees';
import { FIELD_LABELS } from '../model/field-labels';
import type { SectionProps } from './form-field-props';
import { TextField } from './text-field';
import { HAND_HELPER } from './hand-helper';

const ROLE_FIELDS = ['userPreparator', 'userIndustrialSafer', 'userIssuancer', 'userApprover', 'userExecutor', 'userObjectOwner'] as const;

/** The six role users and the brigade, chosen from the organization's employees (or everyone before one is chosen). */
export function ParticipantsSection({ values, errors, set, required }: SectionProps) {
  const employees = useEmployees(values.organization);
  // People chosen before the organization (from everyone) who do not work there are dropped when its
  // list arrives, so nobody stays chosen without being shown.
  useEffect(() => {
    if (!employees.data || values.organization === null) return;
    const known = new Set(employees.data.map((u) => u.id));
    for (const key of ROLE_FIELDS) if (values[key] !== null && !known.has(values[key])) set(key, null);
    if (values.brigade.some((id) => !known.has(id))) set('brigade', values.brigade.filter((id) => known.has(id)));
    // Only when the list changes: the checks read the values of that moment.
  }, [employees.data]);
  const options = employees.data?.map((u) => ({ id: u.id, label: u.profession ? `${fullName(u)} (${u.profession})` : fullName(u) }));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Участники
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
        {ROLE_FIELDS.map((key) => (
          <SearchSelect
            key={key}
            label={FIELD_LABELS[key]}
            items={options}
            loading={employees.isPending}
            value={values[key]}
            onChange={(id) => set(key, id)}
            error={errors[key]}
            required={required.has(key)}
          />
        ))}
        <MultiSearchSelect
          label={FIELD_LABELS.brigade}
          items={options}
          loading={employees.isPending}
          value={values.brigade}
          onChange={(ids) => set('brigade', ids)}
        />
        <TextField label={FIELD_LABELS.brigadeHand} value={values.brigadeHand} onChange={(v) => set('brigadeHand', v)} helper={HAND_HELPER} />
      </SimpleGrid>
    </Fieldset.Root>
  );
}
