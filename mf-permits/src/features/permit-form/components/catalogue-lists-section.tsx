import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { MultiSearchSelect } from '../../../components/multi-search-select';
import type { IdOption } from '../../../lib/id-option';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { FIELD_LABELS } from '../model/field-labels';
import type { ListKey, TextKey } from '../model/form-values';
import type { SectionProps } from './form-field-props';
import { HAND_HELPER } from './hand-helper';
import { TextField } from './text-field';

interface Pair {
  list: Exclude<ListKey, 'brigade'>;
  hand: TextKey;
  items: IdOption[] | undefined;
  loading: boolean;
}

/** Each catalogue list of the permit beside its hand-entry field (docs/domain.md «Форматы обмена»). */
export function CatalogueListsSection({ values, set }: SectionProps) {
  const contents = useCatalogueList('contentworks');
  const factors = useCatalogueList('dangerous_factors');
  const measures = useCatalogueList('security_measures');
  const siz = useCatalogueList('Siz');
  const instruments = useCatalogueList('instruments');
  const events = useCatalogueList('events');
  const pairs: Pair[] = [
    {
      list: 'contentWorks',
      hand: 'contentWorksHand',
      items: contents.data?.map((c) => ({ id: c.id, label: c.content })),
      loading: contents.isPending,
    },
    {
      list: 'dangerousFactors',
      hand: 'dangerousFactorsHand',
      items: factors.data?.map((f) => ({ id: f.id, label: f.factor })),
      loading: factors.isPending,
    },
    {
      list: 'securityMeasures',
      hand: 'securityMeasuresHand',
      items: measures.data?.map((m) => ({ id: m.id, label: m.measure })),
      loading: measures.isPending,
    },
    { list: 'siz', hand: 'sizHand', items: siz.data?.map((s) => ({ id: s.id, label: s.siz_name })), loading: siz.isPending },
    {
      list: 'instruments',
      hand: 'instrumentsHand',
      items: instruments.data?.map((i) => ({ id: i.id, label: i.instrument_name })),
      loading: instruments.isPending,
    },
    { list: 'events', hand: 'eventHand', items: events.data?.map((e) => ({ id: e.id, label: e.event_name })), loading: events.isPending },
  ];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Работы и меры безопасности
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
        {pairs.map((pair) => [
          <MultiSearchSelect
            key={pair.list}
            label={FIELD_LABELS[pair.list]}
            items={pair.items}
            loading={pair.loading}
            value={values[pair.list]}
            onChange={(ids) => set(pair.list, ids)}
          />,
          <TextField
            key={pair.hand}
            label={FIELD_LABELS[pair.hand]}
            value={values[pair.hand]}
            onChange={(v) => set(pair.hand, v)}
            helper={HAND_HELPER}
          />,
        ])}
      </SimpleGrid>
      <TextField
        label={FIELD_LABELS.detail_content_works}
        value={values.detail_content_works}
        onChange={(v) => set('detail_content_works', v)}
        multiline
      />
    </Fieldset.Root>
  );
}
