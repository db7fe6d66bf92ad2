import { useEffect, useState, type FormEvent } from 'react';
import { Button, chakra, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { fullName, ND_STATUSES, ND_STATUS_LABELS, type NdStatus } from '@permit/shared-contracts';
import { IdNativeSelect } from '../../../components/id-native-select';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { useCreators } from '../../../api/lookups/use-creators';
import { DATE_FORMAT_ERROR, dottedToIsoDate } from '../../../lib/date-input';
import { EMPTY_LIST_FILTERS, type ListFilters } from '../api/build-search-query';

interface FilterBarProps {
  value: ListFilters;
  /** The status lists fix the status, so their bar has no status field (spec section 2). */
  showStatus: boolean;
  onApply: (filters: ListFilters) => void;
  /** False holds back the reference lists the selects offer (the page's own rows are asked for first). */
  loadOptions?: boolean;
}

type DateErrors = Partial<Record<'dateFrom' | 'dateTo', string>>;

function dateErrors(filters: ListFilters): DateErrors {
  const errors: DateErrors = {};
  for (const key of ['dateFrom', 'dateTo'] as const) {
    if (filters[key].trim() !== '' && !dottedToIsoDate(filters[key])) errors[key] = DATE_FORMAT_ERROR;
  }
  return errors;
}

/** The list's filters: edited freely, sent only on «Найти», so typing a date does not fire a search per key. */
export function FilterBar({ value, showStatus, onApply, loadOptions = true }: FilterBarProps) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<DateErrors>({});
  const types = useCatalogueList('typeNd', { enabled: loadOptions });
  const places = useCatalogueList('placesWorks', { enabled: loadOptions });
  const sections = useCatalogueList('sections', { enabled: loadOptions });
  const creators = useCreators({ enabled: loadOptions });

  // The URL is the source of truth: back/forward or a new link replaces what the bar shows.
  useEffect(() => setDraft(value), [value]);

  const set = <K extends keyof ListFilters>(key: K, next: ListFilters[K]) => setDraft((d) => ({ ...d, [key]: next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = dateErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  }

  function reset() {
    setErrors({});
    setDraft(EMPTY_LIST_FILTERS);
    onApply(EMPTY_LIST_FILTERS);
  }

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Фильтры" borderWidth="1px" rounded="md" p="3">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Field.Root>
          <Field.Label>Номер</Field.Label>
          <Input size="sm" value={draft.number} onChange={(e) => set('number', e.target.value)} />
        </Field.Root>
        <IdNativeSelect
          label="Вид наряда-допуска"
          value={draft.type}
          options={types.data?.map((t) => ({ id: t.id, label: t.type }))}
          onChange={(id) => set('type', id)}
        />
        <IdNativeSelect
          label="Создатель"
          value={draft.creator}
          options={creators.data?.map((u) => ({ id: u.id, label: fullName(u) }))}
          onChange={(id) => set('creator', id)}
        />
        {showStatus && (
          <Field.Root>
            <Field.Label>Статус</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.status}
                onChange={(e) => set('status', ND_STATUSES.find((s): s is NdStatus => s === e.target.value) ?? '')}
              >
                <option value="">Все</option>
                {ND_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ND_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Field.Root invalid={Boolean(errors.dateFrom)}>
          <Field.Label>Начало с</Field.Label>
          <Input size="sm" placeholder="дд.мм.гггг" inputMode="numeric" value={draft.dateFrom} onChange={(e) => set('dateFrom', e.target.value)} />
          <Field.ErrorText>{errors.dateFrom}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.dateTo)}>
          <Field.Label>Начало по</Field.Label>
          <Input size="sm" placeholder="дд.мм.гггг" inputMode="numeric" value={draft.dateTo} onChange={(e) => set('dateTo', e.target.value)} />
          <Field.ErrorText>{errors.dateTo}</Field.ErrorText>
        </Field.Root>
        <IdNativeSelect
          label="Отдел"
          value={draft.section}
          options={sections.data?.map((s) => ({ id: s.id, label: s.section }))}
          onChange={(id) => set('section', id)}
        />
        <IdNativeSelect
          label="Место проведения работ"
          value={draft.place}
          options={places.data?.map((p) => ({ id: p.id, label: p.place }))}
          onChange={(id) => set('place', id)}
        />
      </SimpleGrid>
      <HStack mt="3" gap="2" justify="end">
        <Button size="sm" variant="outline" onClick={reset}>
          Сбросить
        </Button>
        <Button size="sm" type="submit" colorPalette="blue">
          Найти
        </Button>
      </HStack>
    </chakra.form>
  );
}
