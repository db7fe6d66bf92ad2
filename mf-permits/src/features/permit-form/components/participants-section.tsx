import { useEffect, useEffectEvent } from 'react';
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { fullName, PERMIT_FIELDS, type ParticipantField } from '@permit/shared-contracts';
import { MultiSearchSelect } from '../../../components/multi-search-select';
import { listStatusOf } from '../../../components/list-status';
import { useEmployees } from '../../../api/lookups/use-employees';
import { FIELD_LABELS } from '../model/field-labels';
import { FORM_LAYOUT } from '../model/form-layout';
import type { SectionProps } from './form-field-props';
import { RolePicker } from './role-picker';
import { TextField } from './text-field';
import { HAND_HELPER } from './hand-helper';

/** The person fields of the section, in the layout's order. */
const ROLE_FIELDS = FORM_LAYOUT.participants.filter((name): name is ParticipantField => PERMIT_FIELDS[name].kind === 'person');

/** The six role users (each from the holders of its role) and the brigade (from the organization's employees). */
export function ParticipantsSection({ values, errors, set, required }: SectionProps) {
  const employees = useEmployees(values.organization);
  // Brigade members who do not work in the organization are dropped when its list arrives.
  // Only when the list changes: the check reads the values of that moment.
  const dropStrangers = useEffectEvent((list: { id: number }[]) => {
    if (values.organization === null) return;
    const known = new Set(list.map((u) => u.id));
    if (values.brigade.some((id) => !known.has(id)))
      set(
        'brigade',
        values.brigade.filter((id) => known.has(id)),
      );
  });
  useEffect(() => {
    if (employees.data) dropStrangers(employees.data);
  }, [employees.data]);
  const options = employees.data?.map((u) => ({ id: u.id, label: u.profession ? `${fullName(u)} (${u.profession})` : fullName(u) }));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Участники
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
        {ROLE_FIELDS.map((key) => (
          <RolePicker key={key} field={key} value={values[key]} onChange={(id) => set(key, id)} error={errors[key]} required={required.has(key)} />
        ))}
        <MultiSearchSelect
          label={FIELD_LABELS.brigade}
          items={options}
          {...listStatusOf(employees)}
          value={values.brigade}
          onChange={(ids) => set('brigade', ids)}
          error={errors.brigade}
        />
        <TextField label={FIELD_LABELS.brigadeHand} value={values.brigadeHand} onChange={(v) => set('brigadeHand', v)} helper={HAND_HELPER} />
      </SimpleGrid>
    </Fieldset.Root>
  );
}
