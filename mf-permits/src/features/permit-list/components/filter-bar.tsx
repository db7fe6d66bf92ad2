import { useEffect, useState, type FormEvent } from 'react';
import { Button, chakra, HStack } from '@chakra-ui/react';
import { fullName, ND_STATUSES, ND_STATUS_LABELS, type NdStatus } from '@permit/shared-contracts';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { useCreators } from '../../../api/lookups/use-creators';
import { DATE_FORMAT_ERROR, dottedToIsoDate } from '../../../lib/date-input';
import { EMPTY_LIST_FILTERS, type ListFilters } from '../api/build-search-query';
import { FilterField } from './filter-field';
import { FilterSelect, IdFilterSelect } from './filter-select';
import { useFilterBarCss } from './use-filter-bar-css';

interface FilterBarProps {
  value: ListFilters;
  /** The status lists fix the status, so their bar has no status field (docs/architecture.md «Поведение клиента»). */
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
  const css = useFilterBarCss();
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
    <chakra.form onSubmit={submit} noValidate aria-label="Фильтры" borderWidth="1px" rounded="md" p="3" css={css}>
      <div data-fields="">
        <FilterField label="Номер">
          {(control) => <input {...control} value={draft.number} onChange={(e) => set('number', e.target.value)} />}
        </FilterField>
        <IdFilterSelect
          label="Вид наряда-допуска"
          value={draft.type}
          options={types.data?.map((t) => ({ id: t.id, label: t.type }))}
          onChange={(id) => set('type', id)}
        />
        <IdFilterSelect
          label="Создатель"
          value={draft.creator}
          options={creators.data?.map((u) => ({ id: u.id, label: fullName(u) }))}
          onChange={(id) => set('creator', id)}
        />
        {showStatus && (
          <FilterSelect
            label="Статус"
            value={draft.status}
            onChange={(next) => set('status', ND_STATUSES.find((s): s is NdStatus => s === next) ?? '')}
          >
            <option value="">Все</option>
            {ND_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ND_STATUS_LABELS[s]}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterField label="Начало с" error={errors.dateFrom}>
          {(control) => (
            <input
              {...control}
              placeholder="дд.мм.гггг"
              inputMode="numeric"
              value={draft.dateFrom}
              onChange={(e) => set('dateFrom', e.target.value)}
            />
          )}
        </FilterField>
        <FilterField label="Начало по" error={errors.dateTo}>
          {(control) => (
            <input {...control} placeholder="дд.мм.гггг" inputMode="numeric" value={draft.dateTo} onChange={(e) => set('dateTo', e.target.value)} />
          )}
        </FilterField>
        <IdFilterSelect
          label="Отдел"
          value={draft.section}
          options={sections.data?.map((s) => ({ id: s.id, label: s.section }))}
          onChange={(id) => set('section', id)}
        />
        <IdFilterSelect
          label="Место проведения работ"
          value={draft.place}
          options={places.data?.map((p) => ({ id: p.id, label: p.place }))}
          onChange={(id) => set('place', id)}
        />
      </div>
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
