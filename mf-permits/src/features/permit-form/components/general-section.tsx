import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { PERMIT_FIELDS, type PermitFieldDef } from '@permit/shared-contracts';
import { FIELD_LABELS } from '../model/field-labels';
import { FORM_LAYOUT } from '../model/form-layout';
import type { RefKey, TextKey } from '../model/form-values';
import type { SectionProps } from './form-field-props';
import { ReferenceField } from './reference-field';
import { TextField } from './text-field';

type GeneralName = (typeof FORM_LAYOUT.general)[number];

/** One field of the section by its kind in the field map: a reference as its select, a text as typed. */
function GeneralField({ name, ...props }: SectionProps & { name: GeneralName }) {
  const { values, errors, set, required } = props;
  if ((PERMIT_FIELDS[name] as PermitFieldDef).kind === 'reference') return <ReferenceField name={name as RefKey} {...props} />;
  const key = name as TextKey;
  return <TextField label={FIELD_LABELS[key]} value={values[key]} onChange={(v) => set(key, v)} error={errors[key]} required={required.has(key)} />;
}

/**
 * Type, organization and where the work is, as the form layout places them: sections and shifts follow the
 * organization, zones the place (model/reference-parents.ts); the organization is the user's own and fixed.
 */
export function GeneralSection(props: SectionProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Общие сведения
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
        {FORM_LAYOUT.general.map((name) => (
          <GeneralField key={name} name={name} {...props} />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
