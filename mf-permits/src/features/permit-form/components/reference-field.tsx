import { useSession } from '@permit/dev-kit/runtime';
import { PERMIT_FIELDS, type CatalogueArea } from '@permit/shared-contracts';
import { SearchSelect } from '../../../components/search-select';
import { listStatusOf } from '../../../components/list-status';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { useRegionsByPlace } from '../../../api/lookups/use-regions-by-place';
import { useSectionsByOrganization } from '../../../api/lookups/use-sections-by-organization';
import { useWorkshiftsByOrganization } from '../../../api/lookups/use-workshifts-by-organization';
import { FIELD_LABELS } from '../model/field-labels';
import type { RefKey } from '../model/form-values';
import { toOptions } from '../model/option-labels';
import { parentFieldOf } from '../model/reference-parents';
import type { SectionProps } from './form-field-props';
import { TextField } from './text-field';

type Rows = { data?: readonly unknown[]; isPending: boolean; isError: boolean; refetch: () => unknown };
const useNoRows = (): Rows | undefined => undefined;
/** The catalogues whose rows are fetched under the parent row the permit names (model/reference-parents.ts). */
const ROWS_BY_PARENT: Partial<Record<CatalogueArea, (parentId: number | null) => Rows>> = {
  sections: useSectionsByOrganization,
  workshifts: useWorkshiftsByOrganization,
  regionWorks: useRegionsByPlace,
};

/** A reference of the field map chosen from its catalogue (under its parent's choice, when it has one). */
function CatalogueReference({ name, values, errors, set, required }: SectionProps & { name: RefKey }) {
  const target = (PERMIT_FIELDS[name] as { target: CatalogueArea }).target;
  const parent = parentFieldOf(name);
  // Both calls happen on every render of a field (its target never changes), so the hook order is stable.
  const useRowsByParent = ROWS_BY_PARENT[target] ?? useNoRows;
  const scoped = useRowsByParent(parent ? values[parent] : null);
  const whole = useCatalogueList(target, { enabled: scoped === undefined });
  const rows: Rows = scoped ?? whole;
  return (
    <SearchSelect
      label={FIELD_LABELS[name]}
      value={values[name]}
      onChange={(id) => set(name, id)}
      error={errors[name]}
      required={required.has(name)}
      {...listStatusOf(rows)}
      items={toOptions(target, rows.data)}
    />
  );
}

/** The organization is the user's own and fixed: the server accepts no other (the page puts it in the values). */
function OwnOrganization({ name, values, errors, required }: SectionProps & { name: RefKey }) {
  const { profile } = useSession();
  return (
    <TextField
      label={FIELD_LABELS[name]}
      value={profile?.organization?.id === values[name] ? profile.organization.name : ''}
      onChange={() => undefined}
      error={errors[name]}
      required={required.has(name)}
      helper="Организация пользователя, создающего наряд-допуск"
      readOnly
    />
  );
}

/** One reference field of the permit as the form shows it. */
export function ReferenceField(props: SectionProps & { name: RefKey }) {
  const target = (PERMIT_FIELDS[props.name] as { target: CatalogueArea }).target;
  return target === 'organizations' ? <OwnOrganization {...props} /> : <CatalogueReference {...props} />;
}
