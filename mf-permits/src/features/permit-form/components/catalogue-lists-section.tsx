import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { PERMIT_FIELDS, type CatalogueArea, type PermitFieldDef } from '@permit/shared-contracts';
import { MultiSearchSelect } from '../../../components/multi-search-select';
import { listStatusOf } from '../../../components/list-status';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { FIELD_LABELS } from '../model/field-labels';
import { FORM_LAYOUT } from '../model/form-layout';
import type { ListKey, TextKey } from '../model/form-values';
import { toOptions } from '../model/option-labels';
import type { SectionProps } from './form-field-props';
import { HAND_HELPER } from './hand-helper';
import { TextField } from './text-field';

/** One catalogue list of the permit: its rows from the catalogue the field map names. */
function CatalogueListField({ name, values, set, errors }: Pick<SectionProps, 'values' | 'set' | 'errors'> & { name: ListKey }) {
  const area = (PERMIT_FIELDS[name] as { target: CatalogueArea }).target;
  const list = useCatalogueList(area);
  const items = toOptions(area, list.data);
  return (
    <MultiSearchSelect
      label={FIELD_LABELS[name]}
      items={items}
      {...listStatusOf(list)}
      value={values[name]}
      onChange={(ids) => set(name, ids)}
      error={errors[name]}
    />
  );
}

const kindOf = (name: (typeof FORM_LAYOUT.works)[number]) => (PERMIT_FIELDS[name] as PermitFieldDef).kind;
/** In the grid: each list beside its hand-entry field; the long texts follow it, full width. */
const GRID = FORM_LAYOUT.works.filter((name) => kindOf(name) !== 'longText');
const LONG = FORM_LAYOUT.works.filter((name) => kindOf(name) === 'longText') as TextKey[];

/** Each catalogue list of the permit beside its hand-entry field (docs/domain.md «Форматы обмена»), as the form layout places them. */
export function CatalogueListsSection({ values, set, errors }: SectionProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Работы и меры безопасности
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
        {GRID.map((name) =>
          kindOf(name) === 'idList' ? (
            <CatalogueListField key={name} name={name as ListKey} values={values} set={set} errors={errors} />
          ) : (
            <TextField
              key={name}
              label={FIELD_LABELS[name]}
              value={values[name as TextKey]}
              onChange={(v) => set(name as TextKey, v)}
              helper={kindOf(name) === 'hand' ? HAND_HELPER : undefined}
            />
          ),
        )}
      </SimpleGrid>
      {LONG.map((name) => (
        <TextField key={name} label={FIELD_LABELS[name]} value={values[name]} onChange={(v) => set(name, v)} multiline />
      ))}
    </Fieldset.Root>
  );
}
