import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useSession } from '@permit/dev-kit/runtime';
import { SearchSelect } from '../../../components/search-select';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { useRegionsByPlace } from '../../../api/lookups/use-regions-by-place';
import { useSectionsByOrganization } from '../../../api/lookups/use-sections-by-organization';
import { useWorkshiftsByOrganization } from '../../../api/lookups/use-workshifts-by-organization';
import { FIELD_LABELS } from '../model/field-labels';
import type { SectionProps } from './form-field-props';
import { TextField } from './text-field';

/**
 * Type, organization and where the work is: sections and shifts follow the organization, zones the place.
 * The organization is the user's own and fixed: the server accepts no other (the page puts it in the values).
 */
export function GeneralSection({ values, errors, set, required }: SectionProps) {
  const { profile } = useSession();
  const types = useCatalogueList('typeNd');
  const places = useCatalogueList('placesWorks');
  const sections = useSectionsByOrganization(values.organization);
  const shifts = useWorkshiftsByOrganization(values.organization);
  const regions = useRegionsByPlace(values.place);
  const select = (key: 'typeNd' | 'section' | 'workshift' | 'place' | 'region') => ({
    label: FIELD_LABELS[key],
    value: values[key],
    onChange: (id: number | null) => set(key, id),
    error: errors[key],
    required: required.has(key),
  });

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Общие сведения
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
        <TextField label={FIELD_LABELS.numberPaperNd} value={values.numberPaperNd} onChange={(v) => set('numberPaperNd', v)} />
        <SearchSelect {...select('typeNd')} loading={types.isPending} items={types.data?.map((t) => ({ id: t.id, label: t.type }))} />
        <TextField
          label={FIELD_LABELS.organization}
          value={profile?.organization?.id === values.organization ? profile.organization.name : ''}
          onChange={() => undefined}
          error={errors.organization}
          required={required.has('organization')}
          helper="Организация пользователя, создающего наряд-допуск"
          readOnly
        />
        <SearchSelect {...select('section')} loading={sections.isPending} items={sections.data?.map((s) => ({ id: s.id, label: s.section }))} />
        <SearchSelect
          {...select('workshift')}
          loading={shifts.isPending}
          items={shifts.data?.map((w) => ({ id: w.id, label: `${w.time_start}–${w.time_end}` }))}
        />
        <SearchSelect {...select('place')} loading={places.isPending} items={places.data?.map((p) => ({ id: p.id, label: p.place }))} />
        <SearchSelect {...select('region')} loading={regions.isPending} items={regions.data?.map((r) => ({ id: r.id, label: r.region }))} />
      </SimpleGrid>
    </Fieldset.Root>
  );
}
